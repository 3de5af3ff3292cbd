import { defineConfig } from 'vitest/config';

/**
 * Browser tests: Debian Chromium driven by playwright-core against `npm start` (mock mode). One
 * browser for the whole run (global setup); each test opens its own context. Files run one after
 * another, the tests inside a file side by side (`describe.concurrent`), a few pages at a time.
 */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    maxConcurrency: 5,
  },
});
