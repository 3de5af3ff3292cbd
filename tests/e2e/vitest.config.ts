import { defineConfig } from 'vitest/config';

/** Browser tests: Debian Chromium driven by playwright-core against `npm start` (mock mode). */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
