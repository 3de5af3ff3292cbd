/**
 * The store's Firebase app, created on first use: the SDK never loads with a page, only when the
 * session, a community list or an admin refresh needs it.
 *
 * In mock mode the SDK talks to the production hosts (googleapis.com), where the mock backend
 * answers; with `VITE_FIREBASE_EMULATORS=true` every service talks to the local emulators.
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { env } from '../../config/env';

export const FUNCTIONS_REGION = 'us-central1';

/** Where `npm run dev:emulators` runs each service (the ports in firebase.json). */
export const emulators = {
  auth: 'http://127.0.0.1:9099',
  firestore: { host: '127.0.0.1', port: 8080 },
  functions: { host: '127.0.0.1', port: 5001 },
} as const;

export const useEmulators = env.firebase.useEmulators;

/** The default app, or a named one (sign-up uses its own, so it never touches the session). */
export function firebaseApp(name?: string): FirebaseApp {
  const appName = name ?? '[DEFAULT]';
  if (getApps().some((app) => app.name === appName)) return getApp(appName);
  const { apiKey, authDomain, projectId, appId } = env.firebase;
  return initializeApp({ apiKey, authDomain, projectId, appId }, appName);
}
