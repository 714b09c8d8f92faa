import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tests/e2e/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/globalSetup.ts',
  // Each worker runs its own server and browser: one per two cores, and never fewer than two.
  workers: Math.max(2, Math.ceil(availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // E2E_TIMINGS=file also writes each story's duration as JSON, to find the slow ones (README, "Test it").
  reporter: process.env.E2E_TIMINGS ? [['list'], ['json', { outputFile: process.env.E2E_TIMINGS }]] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // Recording a trace costs every story about a fifth of its time; in CI only a story's retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    locale: 'fr-FR',
  },
});
