import { DESKTOP_WIDTH, PHONE_WIDTH } from './audit';
import { defineAuditStories } from './auditPlan';

/**
 * `npm run test:a11y` (playwright.a11y.config.ts): every page of the console in French and English, light and dark,
 * at 1,400 and 390 px, its dialogs open in each (docs/accessibility.md).
 */
defineAuditStories({ widths: [DESKTOP_WIDTH, PHONE_WIDTH], depth: 'matrix' });
