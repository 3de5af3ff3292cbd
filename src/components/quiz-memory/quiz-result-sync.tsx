import { useEffect, useRef } from 'react';
import { isNewerQuizResult, reconcileQuizResults, type QuizResult } from '../../domain/quiz-result';
import { useAuth } from '../../lib/firebase/auth-context';
import { readQuizResult, saveQuizResult, useQuizResult } from './quiz-result-store';

/** Firestore's code loads only for a signed-in shopper, after the session itself has loaded. */
const loadAccountResults = () => import('../../lib/firebase/quiz-results');

/**
 * Keeps a signed-in shopper's quiz result in their account as well as in this browser: on
 * sign-in it reads the account's result and the newer of the two wins (the account's replaces
 * this browser's, or this browser's is saved to the account); a quiz finished while signed in is
 * saved to the account. Renders nothing. Failures are logged: the result in this browser stays.
 */
export function QuizResultSync() {
  const uid = useAuth().user?.uid;
  const local = useQuizResult();
  /** The account whose result is known, and that result (null: none), once read. */
  const account = useRef<{ uid: string; result: QuizResult | null } | null>(null);

  useEffect(() => {
    account.current = null;
    if (!uid) return;
    let active = true;
    void (async () => {
      try {
        const { fetchAccountQuizResult, saveAccountQuizResult } = await loadAccountResults();
        const saved = await fetchAccountQuizResult(uid);
        if (!active) return;
        const { keep, upload } = reconcileQuizResults(readQuizResult(), saved);
        account.current = { uid, result: upload ?? saved };
        if (keep) saveQuizResult(keep);
        if (upload) await saveAccountQuizResult(uid, upload);
      } catch (error) {
        console.error('Could not bring your quiz results and your account together', error);
      }
    })();
    return () => {
      active = false;
    };
  }, [uid]);

  useEffect(() => {
    const known = account.current;
    if (!uid || !local || known?.uid !== uid || !isNewerQuizResult(local, known.result)) return;
    known.result = local;
    loadAccountResults()
      .then(({ saveAccountQuizResult }) => saveAccountQuizResult(uid, local))
      .catch((error: unknown) => console.error('Could not save your quiz results to your account', error));
  }, [uid, local]);

  return null;
}

export default QuizResultSync;
