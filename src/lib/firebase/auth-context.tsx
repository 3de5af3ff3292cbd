/**
 * The shopper's session (spec section 4, "Auth context"): user, session, isAdmin and loading, with
 * sign-in, sign-up and sign-out. Firebase Auth loads once the page has hydrated, so no page waits
 * for it, and only where the browser keeps a session (`saved-session.ts`) or the shopper signs in;
 * until the session is known, `loading` is true.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { afterPageInteractive } from '../hydration/page-interactive';
import type { AuthSession, SessionUser } from './auth';
import { savedSession } from './saved-session';

export type { AuthSession, SessionUser };

export interface AuthState {
  user: SessionUser | null;
  session: AuthSession | null;
  isAdmin: boolean;
  loading: boolean;
  /** True while the admin check of the signed-in user runs (until then `isAdmin` is false). */
  checkingAdmin: boolean;
  signIn(email: string, password: string): Promise<void>;
  /** Creates the account and sends the verification email; the shopper stays signed out. */
  signUp(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

const loadAuth = () => import('./auth');

async function checkIsAdmin(uid: string): Promise<boolean> {
  try {
    const { fetchIsAdmin } = await import('./firestore');
    return await fetchIsAdmin(uid);
  } catch (error) {
    console.error('Error checking admin status', error);
    return false;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<AuthSession | null>(null);
  const [loading, setLoading] = useState(true);
  const [admin, setAdmin] = useState<{ uid: string; isAdmin: boolean } | null>(null);
  // Starts following the session (once): Firebase's code loads, then reports the stored session
  // and every change. Set by the effect below; signing in starts it too.
  const watch = useRef<() => Promise<void>>(async () => {});

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let active = true;
    let watching: Promise<void> | undefined;
    watch.current = () =>
      (watching ??= loadAuth().then(
        ({ watchSession }) => {
          if (!active) return;
          unsubscribe = watchSession((next) => {
            // A transition: the header and pages that show the session re-render in
            // interruptible slices, never as one long task.
            startTransition(() => {
              setSession(next);
              setLoading(false);
            });
          });
        },
        (error: unknown) => {
          // Offline or blocked: the store still works for anonymous shoppers.
          console.error('Could not load the sign-in service', error);
          if (active) setLoading(false);
        },
      ));
    // Another tab that signs in (or out) changes the session here too.
    const stopHearing = savedSession.subscribe(() => void watch.current());
    // A browser that keeps no session has none: no Firebase until the shopper signs in. Otherwise
    // Firebase's code is asked for once the page answers taps, not in hydration's effects, where
    // its `import()` added its modulepreload links before the page could answer a tap.
    const cancel =
      savedSession.read() !== null
        ? afterPageInteractive(() => void watch.current())
        : afterPageInteractive(() => startTransition(() => setLoading(false)));
    return () => {
      active = false;
      cancel();
      stopHearing();
      unsubscribe?.();
    };
  }, []);

  // The admin check runs for each new user, deferred so it never holds up the session itself.
  const uid = session?.user.uid;
  useEffect(() => {
    if (!uid) return;
    let active = true;
    const timer = setTimeout(() => {
      void checkIsAdmin(uid).then((isAdmin) => {
        if (active) startTransition(() => setAdmin({ uid, isAdmin }));
      });
    }, 0);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [uid]);

  const signIn = useCallback(async (email: string, password: string) => {
    const [auth] = await Promise.all([loadAuth(), watch.current()]);
    await auth.signIn(email, password);
  }, []);

  const signUp = useCallback(async (email: string, password: string) => {
    const auth = await loadAuth();
    // The verification link leads back to the store's home page (the site origin plus /).
    await auth.signUp(email, password, new URL('/', window.location.origin).href);
  }, []);

  const signOut = useCallback(async () => {
    const auth = await loadAuth();
    await auth.signOutOfStore();
    setSession(null);
    setAdmin(null);
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user: session?.user ?? null,
      session,
      isAdmin: Boolean(uid && admin?.uid === uid && admin.isAdmin),
      loading,
      checkingAdmin: Boolean(uid && admin?.uid !== uid),
      signIn,
      signUp,
      signOut,
    }),
    [session, uid, admin, loading, signIn, signUp, signOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
