// @vitest-environment node
/**
 * The local services' Firestore rules (firestore-rules.ts), through the local Firestore server's
 * REST API as the store's Firestore lite SDK calls it, against the rule cases of
 * tests/rules/rule-cases.ts: the same cases `npm run test:rules` runs against firestore.rules in
 * the official emulator.
 */
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { runRuleCases } from '../../tests/rules/rule-case-runner';
import { server as mswServer } from '../node';
import { startFirestoreServer, type FirestoreServer } from './firestore-server';

let firestoreServer: FirestoreServer;

beforeAll(async () => {
  firestoreServer = await startFirestoreServer();
});

// The app-wide MSW server refuses unknown hosts: these requests go to the local server for real.
beforeEach(() => mswServer.use(http.all(`http://${firestoreServer.host}/*`, () => passthrough())));

afterAll(async () => {
  await firestoreServer?.close();
});

describe('the local services’ Firestore rules', () => {
  runRuleCases('local-services', () => firestoreServer.host);
});
