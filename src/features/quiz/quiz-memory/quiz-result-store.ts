/**
 * The shopper's last quiz result (answers and recommendations with their reasons), kept in this
 * browser (localStorage, see quiz-result-presence.ts) so the recommendations can be reopened after
 * adding a product to the cart, after a reload or on another page. Read back through
 * `parseQuizResult`: a malformed entry is ignored (and discarded when the quiz opens). A
 * signed-in shopper's result also goes to their account (`quiz-result-sync.tsx`).
 */
import { useSyncExternalStore } from 'react';
import { parseQuizResult, storedQuizResult, type QuizResult } from '../../../domain/quiz-result';
import {
  readStoredQuizResult,
  subscribeToStoredQuizResult,
  writeStoredQuizResult,
} from './quiz-result-presence';
import { parsedReader } from '../../../lib/browser-storage';

export { QUIZ_RESULT_STORAGE_KEY } from './quiz-result-presence';

/** The kept result, or null when there is none or it does not read. */
export const readQuizResult: () => QuizResult | null = parsedReader(
  { read: readStoredQuizResult, write: writeStoredQuizResult, subscribe: subscribeToStoredQuizResult },
  parseQuizResult,
);

/** Keeps (or, with null, forgets) the quiz result in this browser. */
export function saveQuizResult(result: QuizResult | null) {
  writeStoredQuizResult(result === null ? null : JSON.stringify(storedQuizResult(result)));
}

/** Forgets a kept entry that is not a result (an older format, a damaged one). */
export function discardUnreadableQuizResult() {
  if (readStoredQuizResult() !== null && readQuizResult() === null) writeStoredQuizResult(null);
}

/** The last quiz result, or null when there is none (and on the server, and while hydrating). */
export function useQuizResult(): QuizResult | null {
  return useSyncExternalStore(subscribeToStoredQuizResult, readQuizResult, () => null);
}
