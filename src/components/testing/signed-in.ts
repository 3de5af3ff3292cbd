import { savedSession } from '../../lib/firebase/saved-session';

/**
 * Signs in as a shopper whose browser keeps the session. Firebase's Node build keeps it in memory
 * only, where a browser keeps it in localStorage, under the key the store looks for before it loads
 * Firebase on a page (src/lib/firebase/saved-session.ts): that key is written too.
 */
export async function signInKeepingSession(email: string, password: string): Promise<void> {
  const { signIn } = await import('../../lib/firebase/auth');
  await signIn(email, password);
  savedSession.write(JSON.stringify({ email }));
}
