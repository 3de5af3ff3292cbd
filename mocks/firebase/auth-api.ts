/**
 * The Auth REST API the mock handlers answer: the Identity Toolkit endpoints firebase/auth calls,
 * by path (accounts in auth-accounts.ts, emails in auth-emails.ts), and the Secure Token endpoint
 * that trades a refresh token for a new ID token.
 */
import { deleteAccount, lookup, signInWithPassword, signUp, update } from './auth-accounts';
import { sendOobCode } from './auth-emails';
import { tokenError, type Body, type RestReply } from './auth-rest';
import { createIdToken, ID_TOKEN_LIFETIME_SECONDS, readRefreshToken } from './auth-tokens';
import { findUserByUid } from './auth-users';

export { authError, checkApiKey, type RestReply } from './auth-rest';

/** The Identity Toolkit endpoints, by their path under `/v1/`. */
export const identityToolkitEndpoints = new Map<string, (body: Body) => RestReply | Promise<RestReply>>([
  ['accounts:signUp', signUp],
  ['accounts:signInWithPassword', signInWithPassword],
  ['accounts:lookup', lookup],
  ['accounts:sendOobCode', sendOobCode],
  ['accounts:update', update],
  ['accounts:delete', deleteAccount],
]);

/** `POST securetoken.googleapis.com/v1/token`: a new ID token for a refresh token. */
export function exchangeRefreshToken(form: URLSearchParams): RestReply {
  if (form.get('grant_type') !== 'refresh_token') return tokenError('INVALID_GRANT_TYPE');
  const refreshToken = form.get('refresh_token');
  if (!refreshToken) return tokenError('MISSING_REFRESH_TOKEN');
  const content = readRefreshToken(refreshToken);
  if (!content) return tokenError('INVALID_REFRESH_TOKEN');
  const user = findUserByUid(content.uid);
  if (!user) return tokenError('USER_NOT_FOUND');
  if (content.issuedAt < user.validSince) return tokenError('TOKEN_EXPIRED');
  const idToken = createIdToken(user, content.authTime);
  return {
    status: 200,
    body: {
      access_token: idToken,
      expires_in: String(ID_TOKEN_LIFETIME_SECONDS),
      token_type: 'Bearer',
      refresh_token: refreshToken,
      id_token: idToken,
      user_id: user.uid,
      project_id: '000000000000',
    },
  };
}
