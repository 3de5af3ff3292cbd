/**
 * The store's Firebase app, created on first use: the SDK never loads with a page, only when the
 * session, a community list or an admin refresh needs it.
 *
 * Auth, Firestore and the Functions go to the project's servers in live mode, and through the SDKs'
 * emulator switches everywhere else: to Google's emulators with `VITE_FIREBASE_EMULATORS=true`
 * (`npm run dev:emulators`), or in mock mode to the local services, which speak as the emulators do
 * on the store's own origin.
 */
import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { env, localServicesOrigin } from '../../config/env';

export const FUNCTIONS_REGION = 'us-central1';

/**
 * `ssl`: the local services served over HTTPS (the bench's HTTP/2 server). The SDKs' emulator
 * switches speak HTTP, so Firestore and the Functions then reach them as a host of their own.
 */
interface EmulatorHost {
  host: string;
  port: number;
  ssl?: boolean;
}

interface Emulators {
  auth: string;
  firestore: EmulatorHost;
  functions: EmulatorHost;
}

/** Where `npm run dev:emulators` runs each service (the ports in firebase.json). */
const googleEmulators: Emulators = {
  auth: 'http://127.0.0.1:9099',
  firestore: { host: '127.0.0.1', port: 8080 },
  functions: { host: '127.0.0.1', port: 5001 },
};

function localServices(): Emulators {
  const origin = new URL(localServicesOrigin());
  const port = Number(origin.port) || (origin.protocol === 'https:' ? 443 : 80);
  const host = { host: origin.hostname, port, ssl: origin.protocol === 'https:' };
  return { auth: origin.origin, firestore: host, functions: host };
}

/** The emulators each service is switched to, or null for the project's own servers. */
export function emulators(): Emulators | null {
  if (env.firebase.useEmulators) return googleEmulators;
  return env.mode === 'mock' ? localServices() : null;
}

/** The default app, or a named one (sign-up uses its own, so it never touches the session). */
export function firebaseApp(name?: string): FirebaseApp {
  const appName = name ?? '[DEFAULT]';
  if (getApps().some((app) => app.name === appName)) return getApp(appName);
  const { apiKey, authDomain, projectId, appId } = env.firebase;
  return initializeApp({ apiKey, authDomain, projectId, appId }, appName);
}
