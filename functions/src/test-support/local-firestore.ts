/**
 * The store's local Firestore: a REST server over the mock backend's in-memory documents
 * (mocks/firebase/firestore-server.ts, in the app workspace), which the Admin SDK reaches through
 * FIRESTORE_EMULATOR_HOST. The official emulator needs Java 21, which CI machines may not have.
 * Loaded by path at run time so that the functions' build never compiles the app's mocks.
 */
export interface LocalFirestore {
  /** host:port, the value for FIRESTORE_EMULATOR_HOST. */
  host: string;
  close(): Promise<void>;
  /** Forgets every document. */
  reset(): void;
}

interface FirestoreServerModule {
  startFirestoreServer(): Promise<LocalFirestore>;
}

const SERVER_MODULE = new URL('../../../mocks/firebase/firestore-server.ts', import.meta.url).href;

export async function startLocalFirestore(): Promise<LocalFirestore> {
  const { startFirestoreServer } = (await import(/* @vite-ignore */ SERVER_MODULE)) as FirestoreServerModule;
  return startFirestoreServer();
}
