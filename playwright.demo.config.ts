import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The browser tests that also run against the static demo build (`npm run build:demo`, no API server):
 * catalogue walks of a third of the catalogues and one story per special editor. Kept to that minimum for
 * CI time (docs/testers-mode.md): of each walk, the main story (create, change, reload, delete); the rule
 * stories (required fields, deletion refused while referenced, duplicate key) run against the server, and
 * the provider contract suite checks the demo API answers those calls as the server does.
 */
process.env.E2E_TARGET = 'demo';

export default defineConfig({
  ...base,
  globalSetup: './tests/e2e/demoSetup.ts',
  // E2E_TIMINGS: the demo run's durations go beside the main run's, not over them.
  reporter: process.env.E2E_TIMINGS
    ? [['list'], ['json', { outputFile: process.env.E2E_TIMINGS.replace(/(\.json)?$/, '.demo.json') }]]
    : base.reporter,
  grepInvert:
    /without its required fields|other records use cannot be deleted|cannot take a key another one|speaks English too/,
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
