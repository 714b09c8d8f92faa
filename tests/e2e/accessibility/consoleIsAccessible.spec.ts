import { DESKTOP_WIDTH, PHONE_WIDTH } from './audit';
import { defineAuditStories } from './auditPlan';

/**
 * In `npm test`: every page of the console in French and light at 1,400 and 390 px, and the pages standing for their
 * kind, the sign-in page, home and the editors in English and dark too at 1,400 px (docs/accessibility.md). Every page
 * in every rendering at both widths runs with `npm run test:a11y` (consoleMatrix.a11y.ts).
 */
defineAuditStories({ widths: [DESKTOP_WIDTH, PHONE_WIDTH], depth: 'everyRoute' });
