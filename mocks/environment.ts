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

/** The part of the Web Storage API the backends use, and where a person finds a table. */
export interface KeptStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** The table's place, as a person looks for it (its file in the data folder). */
  placeOf(key: string): string;
}

let dataFolder: KeptStorage | null = null;

/** The local services keep their data here from now on (null: back to the page's, in tests). */
export function keepDataIn(storage: KeptStorage | null): void {
  dataFolder = storage;
}

function pageStorage(): KeptStorage | null {
  try {
    if (typeof localStorage === 'undefined') return null;
  } catch {
    return null;
  }
  return {
    getItem: (key) => localStorage.getItem(key),
    setItem: (key, value) => localStorage.setItem(key, value),
    removeItem: (key) => localStorage.removeItem(key),
    placeOf: (key) => `localStorage's ${key}`,
  };
}

export function keptStorage(): KeptStorage | null {
  return dataFolder ?? pageStorage();
}

/** What a table holds: its check, and its words for the message when a saved table fails it. */
export interface TableShape<T> {
  holds: string;
  is(value: unknown): value is T;
}

/**
 * A table that does not read (not JSON, or not the table's shape). It is never dropped and never
 * written over: the backend answers with this error until the file is fixed or the store reset.
 */
export class DamagedTableError extends Error {
  override name = 'DamagedTableError';

  constructor(place: string, problem: string) {
    super(
      `${place} does not read: ${problem}.\n` +
        'The local services leave it as it is rather than lose what it holds.\n' +
        'Fix the file (or move it away to keep it), or put the whole store back to its seed with ' +
        '`npm run reset-data`.',
    );
  }
}

/** The table saved under `key`: null when there is none; a table that does not read throws. */
export function readTable<T>(storage: KeptStorage, key: string, shape: TableShape<T>): T | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch (error) {
    throw new DamagedTableError(storage.placeOf(key), `it is not JSON (${(error as Error).message})`);
  }
  if (!shape.is(saved)) throw new DamagedTableError(storage.placeOf(key), `it does not hold ${shape.holds}`);
  return saved;
}

/** A JSON object (not an array, not null). */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
