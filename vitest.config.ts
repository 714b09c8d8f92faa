import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    globals: true,
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/api/**/*.test.ts', 'tests/components/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // Vitest's default leaves one core idle (a single worker on a 2-core machine); API tests spend much of
    // their time waiting on PostgreSQL and password hashing, so two files at a time use the machine better.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30000,
    hookTimeout: 60000,
  },
});
