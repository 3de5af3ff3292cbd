import { defineConfig } from 'vitest/config';

/**
 * Browser tests: Debian Chromium driven by playwright-core against `npm start` (mock mode). One
 * browser for the whole run (global setup); each test opens its own context. Files run one after
 * another, the tests inside a file side by side (`describe.concurrent`), four pages at a time: more
 * starve a two-core machine, and a page starved of its CPU misses the waits of a test.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 240_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    maxConcurrency: 4,
  },
});
