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
