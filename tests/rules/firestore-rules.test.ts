/**
 * `firestore.rules`, the rules Firebase deploys, in the official Firestore emulator
 * (`npm run test:rules`), against the rule cases of rule-cases.ts: the same cases the local
 * services' translation of these rules answers in the unit tests.
 */
import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe } from 'vitest';
import { PROJECT_ID, runRuleCases } from './rule-case-runner';

let testEnv: RulesTestEnvironment | undefined;

beforeAll(async () => {
  // Host and port come from FIRESTORE_EMULATOR_HOST, which `firebase emulators:exec` sets.
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8') },
  });
});

afterAll(async () => {
  await testEnv?.cleanup();
});

describe('firestore.rules in the Firestore emulator', () => {
  runRuleCases('emulator', () => {
    const host = process.env.FIRESTORE_EMULATOR_HOST;
    if (!host) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run `npm run test:rules`.');
    return host;
  });
});
