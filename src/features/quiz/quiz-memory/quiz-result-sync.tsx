import { useCallback, useEffect, useRef, useState } from 'react';
import { isNewerQuizResult, reconcileQuizResults, type QuizResult } from '../../../domain/quiz-result';
import { useAuth } from '../../../lib/firebase/auth-context';
import {
  reportAccountSaved,
  reportAccountSaveFailed,
  reportAccountSaveRetrying,
} from './account-save-status';
import { readQuizResult, saveQuizResult, useQuizResult } from './quiz-result-store';

/** Firestore's code loads only for a signed-in shopper, after the session itself has loaded. */
const loadAccountResults = () => import('../../../lib/firebase/quiz-results');

/** Logs what failed (for developers) and has the result say so, with Try again (for the shopper). */
function failed(what: string, error: unknown, retry: () => void) {
  console.error(`Could not ${what}`, error);
  reportAccountSaveFailed(retry);
}

/**
 * Keeps a signed-in shopper's quiz result in their account as well as in this browser: on
 * sign-in it reads the account's result and the newer of the two wins (the account's replaces
 * this browser's, or this browser's is saved to the account); a quiz finished while signed in is
 * saved to the account. Renders nothing: when the account cannot be read or written, the result
 * says so with Try again (account-save-status.ts), which brings the two together again; the result
 * in this browser stays.
 */
export function QuizResultSync() {
  const uid = useAuth().user?.uid;
  const local = useQuizResult();
  /** The account whose result is known, and that result (null: none), once read. */
  const account = useRef<{ uid: string; result: QuizResult | null } | null>(null);
  /** Counts the shopper's "Try again": each reads the account again. */
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    reportAccountSaveRetrying();
    setAttempt((count) => count + 1);
  }, []);

  // Signed out (the sync is mounted only for a signed-in shopper): nothing is left to say.
  useEffect(() => reportAccountSaved, []);

  useEffect(() => {
    account.current = null;
    if (!uid) {
      reportAccountSaved();
      return;
    }
    let active = true;
    void (async () => {
      try {
        const { fetchAccountQuizResult, saveAccountQuizResult } = await loadAccountResults();
        const saved = await fetchAccountQuizResult(uid);
        if (!active) return;
        const { keep, upload } = reconcileQuizResults(readQuizResult(), saved);
        account.current = { uid, result: upload ?? saved };
        if (keep) saveQuizResult(keep);
        try {
          if (upload) await saveAccountQuizResult(uid, upload);
        } catch (error) {
          // The account still has its own: a result finished later is compared with that one.
          if (account.current?.result === upload) account.current.result = saved;
          throw error;
        }
        if (active) reportAccountSaved();
      } catch (error) {
        if (active) failed('bring your quiz results and your account together', error, retry);
      }
    })();
    return () => {
      active = false;
    };
  }, [uid, attempt, retry]);

  useEffect(() => {
    const known = account.current;
    if (!uid || !local || known?.uid !== uid || !isNewerQuizResult(local, known.result)) return;
    const before = known.result;
    known.result = local;
    loadAccountResults()
      .then(({ saveAccountQuizResult }) => saveAccountQuizResult(uid, local))
      .then(() => {
        if (known.result === local) reportAccountSaved();
      })
      .catch((error: unknown) => {
        if (known.result === local) known.result = before;
        failed('save your quiz results to your account', error, retry);
      });
  }, [uid, local, retry]);

  return null;
}

export default QuizResultSync;
