/**
 * How the mock Auth endpoints read a request and answer: Identity Toolkit's error bodies (the SDK
 * turns `EMAIL_EXISTS` into auth/email-already-in-use, `INVALID_LOGIN_CREDENTIALS` into
 * auth/invalid-credential, and so on), Google's answer to a wrong API key, and the account an ID
 * token speaks for.
 */
import { apiKey } from './config';
import { decodeIdToken } from './auth-tokens';
import { findUserByUid, type MockAuthUser } from './auth-users';

export interface RestReply {
  status: number;
  body: unknown;
}

export type Body = Record<string, unknown>;

const MIN_PASSWORD_LENGTH = 6;

/** An Identity Toolkit error: HTTP 400 with the code in `message`, as the SDK reads it. */
export function authError(message: string, status = 400): RestReply {
  return {
    status,
    body: { error: { code: status, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } },
  };
}

/** Identity Toolkit's answer to a new password it refuses, or null when the password will do. */
export function weakPassword(password: string): RestReply | null {
  return password.length < MIN_PASSWORD_LENGTH
    ? authError(`WEAK_PASSWORD : Password should be at least ${MIN_PASSWORD_LENGTH} characters`)
    : null;
}

export function tokenError(message: string): RestReply {
  return { status: 400, body: { error: { code: 400, message, status: 'INVALID_ARGUMENT' } } };
}

/** What Google's API front end answers for a missing or wrong `key` query parameter. */
export function checkApiKey(url: URL, service: string): RestReply | null {
  if (url.searchParams.get('key') === apiKey) return null;
  const message = 'API key not valid. Please pass a valid API key.';
  return {
    status: 400,
    body: {
      error: {
        code: 400,
        message,
        errors: [{ message, domain: 'global', reason: 'badRequest' }],
        status: 'INVALID_ARGUMENT',
        details: [
          {
            '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
            reason: 'API_KEY_INVALID',
            domain: 'googleapis.com',
            metadata: { service },
          },
        ],
      },
    },
  };
}

export const text = (value: unknown) => (typeof value === 'string' ? value : '');
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** The user an ID token speaks for, or the error the service gives for it. */
export function userOfIdToken(idToken: unknown): MockAuthUser | RestReply {
  if (typeof idToken !== 'string' || !idToken) return authError('INVALID_ID_TOKEN');
  const decoded = decodeIdToken(idToken);
  if (!decoded.ok) return authError(decoded.reason);
  const user = findUserByUid(decoded.claims.user_id);
  if (!user) return authError('USER_NOT_FOUND');
  if (decoded.claims.iat < user.validSince) return authError('TOKEN_EXPIRED');
  return user;
}

export const isReply = (value: MockAuthUser | RestReply): value is RestReply => 'status' in value;
