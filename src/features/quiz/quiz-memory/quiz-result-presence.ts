/**
 * Where the last quiz result is kept in this browser (localStorage), without reading it: enough
 * for the header to say "Your recommendations" on every page while the code that reads and checks
 * a result (quiz-result-store.ts) loads only with the quiz. Every tab sees a change at once.
 */
import { useSyncExternalStore } from 'react';
import { storedText } from '../../../lib/browser-storage';

export const QUIZ_RESULT_STORAGE_KEY = 'sankofa:quiz-result';
const stored = storedText(QUIZ_RESULT_STORAGE_KEY);

/** The kept result as stored (JSON text), or null. */
export const readStoredQuizResult = stored.read;
/** Keeps the stored text (or, with null, forgets it) and tells every reader. */
export const writeStoredQuizResult = stored.write;
export const subscribeToStoredQuizResult = stored.subscribe;

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
