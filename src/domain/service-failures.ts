/**
 * The failures of the account and refresh services that the store tells apart. The Firebase
 * adapters (`lib/firebase`) translate the SDK's errors into these, so the pages can react to them
 * without loading the SDK.
 */
export type AuthFailureKind =
  /** Wrong email or password (the spec's "Invalid login credentials"). */
  | 'invalid-credentials'
  /** Sign-up with an email that has an account (the spec's "User already registered"). */
  | 'email-in-use'
  /** Any other answer of the service; the message says what went wrong, in words. */
  | 'service';

export class AuthFailure extends Error {
  override name = 'AuthFailure';
  constructor(
    readonly kind: AuthFailureKind,
    message: string,
  ) {
    super(message);
  }
}

export type RefreshFailureKind =
  /** No session, or the server says the user is not an admin. */
  'access-denied' | 'failed';

export class RefreshFailure extends Error {
  override name = 'RefreshFailure';
  constructor(
    readonly kind: RefreshFailureKind,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Why a call to one of the store's Functions did not give an answer. `code` is the Function's
 * error code (`invalid-argument`, `resource-exhausted`, `permission-denied`, …), or `unreachable`
 * (no connection), `deadline-exceeded` (no answer in time) or `malformed-answer` (an answer of
 * another shape, never shown as a success). `message` is fit for the shopper: the server's own
 * words when it gave some.
 */
export class CallableFailure extends Error {
  override name = 'CallableFailure';
  constructor(
    readonly code: string,
    message: string,
    /** Per field, what the server could not accept (the contact form's problems). */
    readonly problems: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** What the shopper reads when a call to a Function never reached the store. */
export const UNREACHABLE_MESSAGE =
  'We could not reach the store. Please check your internet connection and try again.';

/** What a form says when a call to a Function failed: the failure's own words, or that the store was out of reach. */
export function callFailureMessage(error: unknown): string {
  return error instanceof CallableFailure ? error.message : UNREACHABLE_MESSAGE;
}
