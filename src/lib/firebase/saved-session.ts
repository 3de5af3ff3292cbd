/**
 * Whether this browser keeps a signed-in session, known without Firebase's code: Auth keeps the
 * signed-in user in localStorage under `firebase:authUser:<API key>:<app name>`
 * (`browserLocalPersistence`, auth.ts). A visitor who has not signed in then loads no Firebase
 * until they sign in, or another tab does.
 */
const SESSION_KEY_START = 'firebase:authUser:';

/** False when this browser surely keeps no session; true when it keeps one, or cannot say. */
export function mayKeepSession(): boolean {
  try {
    const kept = window.localStorage;
    for (let index = 0; index < kept.length; index += 1) {
      if (kept.key(index)?.startsWith(SESSION_KEY_START)) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/** Whether a `storage` event (another tab's change) may concern the session (null: storage cleared). */
export const mayConcernSession = (key: string | null) => key === null || key.startsWith(SESSION_KEY_START);
