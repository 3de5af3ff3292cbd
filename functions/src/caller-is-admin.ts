import type { Firestore } from 'firebase-admin/firestore';

/**
 * Whether `user_roles/{uid}` says admin. Only the exact value 'admin' counts; a missing document
 * or a failed read means not admin, as the spec asks. The failure itself goes to `onReadError`.
 */
export async function callerIsAdmin(
  db: Firestore,
  uid: string,
  onReadError: (error: unknown) => void,
): Promise<boolean> {
  try {
    const snapshot = await db.collection('user_roles').doc(uid).get();
    return snapshot.get('role') === 'admin';
  } catch (error) {
    onReadError(error);
    return false;
  }
}
