/**
 * Email and password accounts with Firebase Auth. The session persists in local storage and the
 * SDK refreshes its ID token before it expires. Firebase's errors are turned into the few kinds the
 * store tells apart (`AuthFailure`), so no Firebase type leaves this module. Sign-in and sign-up
 * wait for the store's deadline (src/lib/deadline.ts), not the SDK's own 30 s: a service that does
 * not answer is then told like any other failure, and the shopper can try again.
 */
import { deleteApp, FirebaseError } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  inMemoryPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendEmailVerification,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import { AuthFailure } from '../../domain/service-failures';
import { isPastDeadline, withinDeadline } from '../deadline';
import { emulators, firebaseApp } from './app';

export interface SessionUser {
  uid: string;
  email: string;
}

/** A signed-in session: its user, and the access token that authorises calls on their behalf. */
export interface AuthSession {
  user: SessionUser;
  accessToken(): Promise<string>;
}

const invalidCredentials = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
]);

/** Firebase's messages read "Firebase: Error (auth/too-many-requests)."; say it in words instead. */
const serviceMessages: Record<string, string> = {
  'auth/invalid-email': 'Please enter a valid email address',
  'auth/weak-password': 'Password must be at least 6 characters',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed': 'Could not reach the sign-in service. Check your connection and try again.',
  'auth/user-disabled': 'This account has been disabled. Please contact us for help.',
  'auth/operation-not-allowed': 'Email sign-in is not available right now. Please try again later.',
  'auth/internal-error': 'The sign-in service had a problem. Please try again.',
};

/** What the shopper reads when the sign-in service did not answer within the deadline. */
const authNoAnswerMessage = 'The sign-in service did not answer in time. Please try again.';

function toAuthFailure(error: unknown): unknown {
  if (isPastDeadline(error)) return new AuthFailure('service', authNoAnswerMessage);
  if (!(error instanceof FirebaseError)) return error;
  if (invalidCredentials.has(error.code))
    return new AuthFailure('invalid-credentials', 'Invalid login credentials');
  // The spec's "already registered" message reveals nothing that Auth's sign-up endpoint does not
  // answer to anyone already (EMAIL_EXISTS, enumeration protection or not): docs/firebase-features.md, "Accounts".
  if (error.code === 'auth/email-already-in-use')
    return new AuthFailure('email-in-use', 'User already registered');
  const message = serviceMessages[error.code] ?? error.message.replace(/^Firebase:\s*/, '');
  return new AuthFailure('service', message);
}

function createAuth(appName?: string): Auth {
  const auth = initializeAuth(firebaseApp(appName), {
    persistence: appName ? inMemoryPersistence : browserLocalPersistence,
  });
  const emulator = emulators()?.auth;
  if (emulator) connectAuthEmulator(auth, emulator, { disableWarnings: true });
  return auth;
}

let storeAuth: Auth | undefined;

/** The store's Auth instance (the one whose session the header shows). */
export function auth(): Auth {
  storeAuth ??= createAuth();
  return storeAuth;
}

function toSession(user: User): AuthSession {
  return {
    user: { uid: user.uid, email: user.email ?? '' },
    accessToken: () => user.getIdToken(),
  };
}

/** Calls back with the current session now (once the stored one is read) and after every change. */
export function watchSession(onChange: (session: AuthSession | null) => void): () => void {
  return onAuthStateChanged(auth(), (user) => onChange(user ? toSession(user) : null));
}

export async function signIn(email: string, password: string): Promise<void> {
  try {
    await withinDeadline(signInWithEmailAndPassword(auth(), email.trim(), password));
  } catch (error) {
    throw toAuthFailure(error);
  }
}

/**
 * Creates the account and sends the verification email, whose link leads back to `redirectUrl`.
 * The spec's sign-up does not sign the shopper in, so it runs on a separate, in-memory Auth
 * instance that is thrown away afterwards: the store's session never changes. Both requests share
 * one deadline (the signal names the action to `withinDeadline`).
 */
export async function signUp(email: string, password: string, redirectUrl: string): Promise<void> {
  const signUpApp = `sign-up-${Date.now()}`;
  const signUpAuth = createAuth(signUpApp);
  const action = new AbortController().signal;
  try {
    const { user } = await withinDeadline(
      createUserWithEmailAndPassword(signUpAuth, email.trim(), password),
      action,
    );
    // The account exists now: a verification email that fails to send (or is not sent in time)
    // must not report the sign-up as failed (a retry would say the email is registered). The
    // shopper can still log in.
    await withinDeadline(sendEmailVerification(user, { url: redirectUrl }), action).catch(
      (error: unknown) => {
        console.error('Could not send the verification email', error);
      },
    );
  } catch (error) {
    throw toAuthFailure(error);
  } finally {
    await deleteApp(signUpAuth.app);
  }
}

export async function signOutOfStore(): Promise<void> {
  await signOut(auth());
}

/** Ends the session if Auth has been started at all (tests share one SDK instance per worker). */
export async function signOutIfStarted(): Promise<void> {
  if (storeAuth?.currentUser) await signOut(storeAuth);
}
