import { DESKTOP_WIDTH } from './audit';
import { defineAuditStories } from './auditPlan';

/**
 * In `npm test`: the pages of the views standing for their kind, the public pages, home and the editors, in French and
 * English, light and dark, at 1,400 px (docs/accessibility.md). Every page of every view, at both widths, runs with
 * `npm run test:a11y` (consoleMatrix.a11y.ts).
 */
defineAuditStories({ widths: [DESKTOP_WIDTH], depth: 'sample' });
