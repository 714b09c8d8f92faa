import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run test:a11y`: the whole accessibility matrix (tests/e2e/accessibility/consoleMatrix.a11y.ts), every page in
 * both languages, both themes and both widths with its dialogs open; not part of `npm test`, which audits a sample
 * (docs/accessibility.md). A page's story audits it up to sixteen times: more time per story.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/e2e/accessibility',
  testMatch: '**/*.a11y.ts',
  timeout: 300_000,
});
