/**
 * Where the last quiz result is kept in this browser (localStorage), without reading it: enough
 * for the header to say "Your recommendations" on every page while the code that reads and checks
 * a result (quiz-result-store.ts) loads only with the quiz. Every tab sees a change at once.
 */
import { useSyncExternalStore } from 'react';

export const QUIZ_RESULT_STORAGE_KEY = 'sankofa:quiz-result';
const listeners = new Set<() => void>();
/** Where the result lives while storage is blocked (private mode, a policy): as long as this page does. */
let memory: string | null = null;

/** The kept result as stored (JSON text), or null. */
export function readStoredQuizResult(): string | null {
  try {
    return window.localStorage.getItem(QUIZ_RESULT_STORAGE_KEY);
  } catch {
    return memory;
  }
}

/** Keeps the stored text (or, with null, forgets it) and tells every reader. */
export function writeStoredQuizResult(raw: string | null) {
  try {
    if (raw === null) window.localStorage.removeItem(QUIZ_RESULT_STORAGE_KEY);
    else window.localStorage.setItem(QUIZ_RESULT_STORAGE_KEY, raw);
  } catch {
    memory = raw;
  }
  for (const listener of listeners) listener();
}

export function subscribeToStoredQuizResult(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === QUIZ_RESULT_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Whether this browser keeps a quiz result (false on the server and while hydrating). One that
 * does not read is discarded when the quiz opens, so this turns false then.
 */
export function useHasQuizResult(): boolean {
  return useSyncExternalStore(
    subscribeToStoredQuizResult,
    () => readStoredQuizResult() !== null,
    () => false,
  );
}
