import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { chromiumPath, STORY_CHROMIUM_ARGS, TAB_SETTINGS } from './tests/e2e/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/globalSetup.ts',
  // Each worker runs its own server and browser: one per two cores, and never fewer than two.
  workers: Math.max(2, Math.ceil(availableParallelism() / 2)),
  // A story that fails once is a defect to fix, never retried (docs/testing.md).
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // E2E_TIMINGS=file also writes each story's duration as JSON, to find the slow ones (README, "Test it").
  reporter: process.env.E2E_TIMINGS ? [['list'], ['json', { outputFile: process.env.E2E_TIMINGS }]] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: STORY_CHROMIUM_ARGS },
    // Recording a trace makes every story 40-70 % slower on two cores: a full run records none, a story run again with
    // E2E_TRACE=1 (or `--trace on`) keeps one for each failure (docs/testing.md, "Reading a failure").
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    ...TAB_SETTINGS,
  },
});
