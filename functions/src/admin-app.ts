import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { initializeFirestore, type Firestore } from 'firebase-admin/firestore';

/**
 * The token the Firebase emulators accept as "the server, rules bypassed": what the Admin SDK sends
 * over gRPC. Its REST transport does not send it and asks Google for real credentials instead,
 * which fail on a machine with none (googleapis/nodejs-firestore#1811, open), so with
 * FIRESTORE_EMULATOR_HOST set it gets this fixed token as its credentials.
 */
const emulatorCredentials = {
  getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }),
};

/**
 * Firestore over REST instead of gRPC: a cold start skips loading gRPC, and the local Firestore
 * the tests use speaks REST only.
 */
export function restFirestore(app: App, env: Record<string, string | undefined> = process.env): Firestore {
  const db = initializeFirestore(app, { preferRest: true });
  if (env.FIRESTORE_EMULATOR_HOST) db.settings({ auth: emulatorCredentials });
  return db;
}

let firestore: Firestore | undefined;

/** The functions' Firestore, created on first use so that tests can set FIRESTORE_EMULATOR_HOST first. */
export function adminFirestore(): Firestore {
  firestore ??= restFirestore(getApps()[0] ?? initializeApp());
  return firestore;
}
