/**
 * A signed-in shopper's last quiz result in their account: one document, `users/{uid}/quiz/latest`,
 * which `firestore.rules` lets only that user read and write, in the shape of `StoredQuizResult`
 * (with `finishedAt` as a timestamp). The medication answer is never part of it. Loaded only when
 * a signed-in shopper's result is read or saved, never with a page.
 */
import { doc, getDoc, setDoc, Timestamp, type DocumentReference } from 'firebase/firestore/lite';
import { parseQuizResult, storedQuizResult, type QuizResult } from '../../domain/quiz-result';
import { withinDeadline } from '../deadline';
import { firestore } from './firestore';

function quizDocument(uid: string): DocumentReference {
  return doc(firestore(), 'users', uid, 'quiz', 'latest');
}

/** The account's result, or null when there is none or it does not read (then it is logged). */
export async function fetchAccountQuizResult(uid: string): Promise<QuizResult | null> {
  const snapshot = await withinDeadline(getDoc(quizDocument(uid)));
  if (!snapshot.exists()) return null;
  const data = snapshot.data();
  const finishedAt: unknown = data.finishedAt;
  const result = parseQuizResult({
    ...data,
    finishedAt: finishedAt instanceof Timestamp ? finishedAt.toDate().toISOString() : finishedAt,
  });
  if (!result) console.warn(`Ignored users/${uid}/quiz/latest: it is not a quiz result the store writes`);
  return result;
}

/** Saves the result to the account, replacing the one there. */
export async function saveAccountQuizResult(uid: string, result: QuizResult): Promise<void> {
  const stored = storedQuizResult(result);
  await withinDeadline(
    setDoc(quizDocument(uid), {
      ...stored,
      finishedAt: Timestamp.fromDate(new Date(stored.finishedAt)),
    }),
  );
}
