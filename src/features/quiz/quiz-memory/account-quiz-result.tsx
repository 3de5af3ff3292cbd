import { lazy, Suspense } from 'react';
import { useAuth } from '../../../lib/firebase/auth-context';

/** The sync's code (and Firestore's, after it) loads only once a shopper is signed in. */
const QuizResultSync = lazy(() => import('./quiz-result-sync'));

/** Keeps a signed-in shopper's quiz result in their account too (see quiz-result-sync.tsx). */
export function AccountQuizResult() {
  const signedIn = useAuth().user !== null;
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <QuizResultSync />
    </Suspense>
  );
}
