/**
 * Where the mock backends keep what a shopper did (carts, sign-ups, Firestore writes) so that it
 * survives a page reload, as on a real backend: localStorage in a browser. Elsewhere (Node) there
 * is none, and each backend keeps its state in memory.
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
