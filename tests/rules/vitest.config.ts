import { defineConfig } from 'vitest/config';

/**
 * Firestore security rules tests (`npm run test:rules`): `firebase emulators:exec --only firestore`
 * starts the official Firestore emulator and sets FIRESTORE_EMULATOR_HOST, then runs this config.
 * Node environment and no app setup file: these tests talk to the emulator, not to the app's MSW
 * backends. One file at a time, because every test clears and reseeds the one emulator database.
 */
export default defineConfig({
  test: {
    include: ['tests/rules/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
