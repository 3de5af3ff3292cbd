/**
 * Where the mock backends run: in the page of a real browser (mock mode), or in Node (Vitest with
 * jsdom, the local Firestore server of `npm run dev:emulators`).
 */

/** Whether this is a real browser, where answers take a moment and the backends log to the console. */
export const inBrowser = !('process' in globalThis);

/**
 * Where a backend keeps what a shopper did (carts, sign-ups, Firestore writes), so that it survives
 * a page reload as on a real backend: localStorage, where there is one (a browser, and jsdom);
 * elsewhere none, and the backend keeps it in memory.
 */
export function browserStorage(): Storage | null {
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
export function readSaved(storage: Storage, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? 'null');
  } catch {
    return undefined;
  }
}
