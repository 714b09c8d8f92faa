import { DESKTOP_WIDTH } from './audit';
import { defineAuditStories } from './auditPlan';

/**
 * In `npm test`: every page of the console in French and light at 1,400 px, and in English and dark too on one page
 * of each kind (docs/accessibility.md). The whole matrix runs with `npm run test:a11y` (consoleMatrix.a11y.ts).
 */
defineAuditStories({ widths: [DESKTOP_WIDTH], depth: 'sample' });
