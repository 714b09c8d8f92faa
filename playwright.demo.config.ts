import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The browser tests that also run against the static demo build (`npm run build:demo`, no API server):
 * catalogue walks of a third of the catalogues and one story per special editor.
 */
process.env.E2E_TARGET = 'demo';

export default defineConfig({
  ...base,
  globalSetup: './tests/e2e/demoSetup.ts',
  testMatch: [
    'catalogues/acts.spec.ts',
    'catalogues/exams.spec.ts',
    'catalogues/images.spec.ts',
    'catalogues/phases.spec.ts',
    'catalogues/scenariosAndDocuments.spec.ts',
    'adminEditsExamForm.spec.ts',
    'adminEditsSheetContent.spec.ts',
    'adminTestsCondition.spec.ts',
    'adminBuildsTeethSelection.spec.ts',
    'demoMode.spec.ts',
    'adminWorksUnderSecurityPolicy.spec.ts',
  ],
});
