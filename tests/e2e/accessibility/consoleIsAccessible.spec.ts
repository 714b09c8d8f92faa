import { DESKTOP_WIDTH } from './audit';
import { defineAuditStories } from './auditPlan';

/**
 * In `npm test`: every page of the console in French and light at 1,400 px, and the pages standing for their kind, the
 * sign-in page, home and the editors in English and dark too (docs/accessibility.md). Every page in every rendering, at
 * 1,400 and 390 px, runs with `npm run test:a11y` (consoleMatrix.a11y.ts). The 390-px width left `npm test` again
 * after a story hung for minutes in two full runs with it (docs/accessibility.md, "Latest runs").
 */
defineAuditStories({ widths: [DESKTOP_WIDTH], depth: 'everyRoute' });
