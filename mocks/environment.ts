/**
 * Where the mock backends keep what a shopper did (carts, sign-ups, Firestore writes): the data
 * folder of the local services (data-folder.ts), set when they start; in Vitest with jsdom the
 * page's localStorage, which the test setup clears; elsewhere (the build's prerendering) nowhere,
 * and a backend keeps it in memory.
 */

/**
 * Whether the backends say on the console what they did (an email Auth "sent", a Function's
 * report): in the local services' terminal, as Google's emulators do; not under Vitest.
 */
export const reportsToConsole = !globalThis.process?.env?.VITEST;

/** The part of the Web Storage API the backends use. */
export type KeptStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

let dataFolder: KeptStorage | null = null;

/** The local services keep their data here from now on. */
export function keepDataIn(storage: KeptStorage): void {
  dataFolder = storage;
}

export function keptStorage(): KeptStorage | null {
  if (dataFolder) return dataFolder;
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * The JSON saved under `key`: null when there is none, undefined when it is corrupted (the backend
 * then starts afresh, as after a real session or cart expires).
 */
export function readSaved(storage: KeptStorage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return undefined;
  }
}
