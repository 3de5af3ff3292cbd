/**
 * The shopper's last quiz result (answers and recommendations with their reasons), kept in this
 * browser (localStorage) so the recommendations can be reopened after adding a product to the
 * cart, after a reload or on another page. Every tab sees a change at once; a prerendered page
 * hydrates with no result and shows it right after. Read back through `parseQuizResult`: a
 * malformed entry is ignored. A signed-in shopper's result also goes to their account
 * (`use-quiz-result-sync.ts`).
 */
import { useSyncExternalStore } from 'react';
import { parseQuizResult, storedQuizResult, type QuizResult } from '../../domain/quiz-result';

export const QUIZ_RESULT_STORAGE_KEY = 'sankofa:quiz-result';
const listeners = new Set<() => void>();

let cachedRaw: string | null | undefined;
let cachedResult: QuizResult | null = null;
/** Where the result lives while storage is blocked (private mode, a policy): as long as this page does. */
let memory: string | null = null;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(QUIZ_RESULT_STORAGE_KEY);
  } catch {
    return memory;
  }
}

/** The kept result, or null when there is none or it does not read. */
export function readQuizResult(): QuizResult | null {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedResult = raw === null ? null : parseQuizResult(JSON.parse(raw));
    } catch {
      cachedResult = null;
    }
  }
  return cachedResult;
}

function subscribe(listener: () => void) {
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

/** Keeps (or, with null, forgets) the quiz result in this browser. */
export function saveQuizResult(result: QuizResult | null) {
  const raw = result === null ? null : JSON.stringify(storedQuizResult(result));
  try {
    if (raw === null) window.localStorage.removeItem(QUIZ_RESULT_STORAGE_KEY);
    else window.localStorage.setItem(QUIZ_RESULT_STORAGE_KEY, raw);
  } catch {
    memory = raw;
  }
  for (const listener of listeners) listener();
}

/** The last quiz result, or null when there is none (and on the server, and while hydrating). */
export function useQuizResult(): QuizResult | null {
  return useSyncExternalStore(subscribe, readQuizResult, () => null);
}
