import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * The browser stories that also run against the static demo build (`npm run build:demo`, no API server): only what
 * the demo does differently from the server. The demo's own pieces (its badge, reset, sign-in in the tab, the static
 * host's security policy, export and import with the CSV library's browser build); one area's catalogue walks (references, a child level, English), uploads kept in the tab,
 * and one story per special editor (exam form, sheet content, condition test, teeth chart). Of each walk, the main
 * story (create, change, reload, delete). Every other call the console makes, and the rules the server enforces
 * (required fields, deletion refused while referenced, duplicate keys, relation lists, display order), is held to the
 * server's answers by the provider contract suite (tests/api/providerContract.test.ts); docs/testers-mode.md.
 */
process.env.E2E_TARGET = 'demo';

export default defineConfig({
  ...base,
  globalSetup: './tests/e2e/demoSetup.ts',
  // E2E_TIMINGS: the demo run's durations go beside the main run's, not over them.
  reporter: process.env.E2E_TIMINGS
    ? [['list'], ['json', { outputFile: process.env.E2E_TIMINGS.replace(/(\.json)?$/, '.demo.json') }]]
    : base.reporter,
  // The walk keeps only its life cycle on the demo build by itself (walkCatalogue.ts); an editor's English story
  // adds nothing the demo does differently.
  grepInvert: /speaks English too/,
  testMatch: [
    'catalogues/acts.spec.ts',
    'catalogues/images.spec.ts',
    'adminEditsExamForm.spec.ts',
    'adminEditsSheetContent.spec.ts',
    'adminTestsCondition.spec.ts',
    'adminBuildsTeethSelection.spec.ts',
    'demoMode.spec.ts',
    'adminWorksUnderSecurityPolicy.spec.ts',
    'adminExportsAndImports.spec.ts',
  ],
});
