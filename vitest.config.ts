import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // Vitest's default leaves one core idle (a single worker on a 2-core machine); API tests spend much of
    // their time waiting on PostgreSQL and password hashing, so two files at a time use the machine better.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // @fastify/autoload imports the route files (server/app.ts) itself: bundled into the tests' module graph, its
    // imports go through Vite like any other (TypeScript, one copy of every module) instead of Node's loader.
    server: { deps: { inline: ['@fastify/autoload'] } },
    // Hang detectors, not speed limits (docs/testing.md, "Rules"): a component test typing into a form takes 2 s on an
    // idle 2-core machine and took over 30 s under a load of 20, which failed a run at the old 30-s limit.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    projects: [
      // Unit and API test files share their worker's modules (each API file still starts its own app on its own
      // database): importing the server and the models once per worker instead of once per file saves a fifth of
      // the run. Component files keep a module graph and a document of their own (react-admin's and MUI's state).
      {
        extends: true,
        test: { name: 'node', include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts'], isolate: false },
      },
      // happy-dom rather than jsdom: the same 35 files in 120-130 s against 161 s on two cores (its documents are set up
      // in under half the time, and the tests' queries run faster on it). tests/components/setup.ts keeps them offline.
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/components/setup.ts'],
        },
      },
    ],
  },
});
