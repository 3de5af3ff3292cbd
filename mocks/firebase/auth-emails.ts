/**
 * `accounts:sendOobCode`: the emails Identity Toolkit sends, the address verification and the
 * password reset, kept in the mock backend's outbox (auth-users.ts) with their action links.
 */
import { apiKey, projectId } from './config';
import { authError, isEmail, isReply, text, userOfIdToken, type Body, type RestReply } from './auth-rest';
import { findUserByEmail, recordEmail, type MockAuthUser } from './auth-users';

function continueUrlOf(body: Body): string | null | RestReply {
  const continueUrl = text(body.continueUrl);
  if (!continueUrl) return null;
  try {
    const { protocol } = new URL(continueUrl);
    if (protocol === 'http:' || protocol === 'https:') return continueUrl;
  } catch {
    // Falls through to the error below.
  }
  return authError('INVALID_CONTINUE_URI');
}

function newOobCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, '');
}

function actionLink(mode: string, oobCode: string, continueUrl: string | null): string {
  const link = new URL(`https://${projectId}.firebaseapp.com/__/auth/action`);
  link.searchParams.set('mode', mode);
  link.searchParams.set('oobCode', oobCode);
  link.searchParams.set('apiKey', apiKey);
  if (continueUrl) link.searchParams.set('continueUrl', continueUrl);
  link.searchParams.set('lang', 'en');
  return link.toString();
}

const actionModes = { VERIFY_EMAIL: 'verifyEmail', PASSWORD_RESET: 'resetPassword' } as const;

/** Sends `user` the email of `requestType`: into the outbox, with its action link. */
function send(
  requestType: keyof typeof actionModes,
  user: MockAuthUser,
  oobCode: string,
  continueUrl: string | null,
): void {
  const link = actionLink(actionModes[requestType], oobCode, continueUrl);
  recordEmail({ requestType, email: user.email, uid: user.uid, continueUrl, oobCode, link });
}

export function sendOobCode(body: Body): RestReply {
  const continueUrl = continueUrlOf(body);
  if (continueUrl !== null && typeof continueUrl === 'object') return continueUrl;
  const kind = 'identitytoolkit#GetOobConfirmationCodeResponse';
  const oobCode = newOobCode();
  if (body.requestType === 'VERIFY_EMAIL') {
    const user = userOfIdToken(body.idToken);
    if (isReply(user)) return user;
    send('VERIFY_EMAIL', user, oobCode, continueUrl);
    return { status: 200, body: { kind, email: user.email } };
  }
  if (body.requestType === 'PASSWORD_RESET') {
    const email = text(body.email);
    if (!isEmail(email)) return authError('INVALID_EMAIL');
    const user = findUserByEmail(email);
    // Enumeration protection: the answer is the same whether the account exists or not.
    if (user) send('PASSWORD_RESET', user, oobCode, continueUrl);
    return { status: 200, body: { kind, email: email.trim().toLowerCase() } };
  }
  return authError('INVALID_REQ_TYPE : Unsupported request type');
}
