/**
 * The Identity Toolkit and Secure Token REST endpoints that firebase/auth calls for email and
 * password accounts, with the response bodies and error messages of the real service (the SDK
 * turns `EMAIL_EXISTS` into auth/email-already-in-use, `INVALID_LOGIN_CREDENTIALS` into
 * auth/invalid-credential, and so on). Each function takes the parsed request body and returns
 * the status and JSON body to answer with.
 */
import { apiKey, projectId } from './config';
import {
  createIdToken,
  createRefreshToken,
  decodeIdToken,
  ID_TOKEN_LIFETIME_SECONDS,
  readRefreshToken,
} from './auth-tokens';
import {
  checkPassword,
  createUser,
  deleteUser,
  findEmailByOobCode,
  findUserByEmail,
  findUserByUid,
  recordEmail,
  setPassword,
  updateUser,
  type MockAuthUser,
} from './auth-users';

export interface RestReply {
  status: number;
  body: unknown;
}

type Body = Record<string, unknown>;

const MIN_PASSWORD_LENGTH = 6;

/** An Identity Toolkit error: HTTP 400 with the code in `message`, as the SDK reads it. */
export function authError(message: string, status = 400): RestReply {
  return {
    status,
    body: { error: { code: status, message, errors: [{ message, domain: 'global', reason: 'invalid' }] } },
  };
}

function tokenError(message: string): RestReply {
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

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
const seconds = (ms: number) => Math.floor(ms / 1000);

function session(user: MockAuthUser, authTime = seconds(Date.now())) {
  return {
    idToken: createIdToken(user, authTime),
    refreshToken: createRefreshToken(user.uid, authTime),
    expiresIn: String(ID_TOKEN_LIFETIME_SECONDS),
  };
}

function accountInfo(user: MockAuthUser) {
  return {
    localId: user.uid,
    email: user.email,
    ...(user.displayName ? { displayName: user.displayName } : {}),
    // The real service never returns the hash either, only this placeholder ("REDACTED").
    passwordHash: 'UkVEQUNURUQ=',
    emailVerified: user.emailVerified,
    passwordUpdatedAt: user.passwordUpdatedAt,
    providerUserInfo: [
      {
        providerId: 'password',
        federatedId: user.email,
        email: user.email,
        rawId: user.email,
        ...(user.displayName ? { displayName: user.displayName } : {}),
      },
    ],
    validSince: String(user.validSince),
    lastLoginAt: String(user.lastLoginAt),
    createdAt: String(user.createdAt),
    lastRefreshAt: new Date().toISOString(),
  };
}

/** The user an ID token speaks for, or the error the service gives for it. */
function userOfIdToken(idToken: unknown): MockAuthUser | RestReply {
  if (typeof idToken !== 'string' || !idToken) return authError('INVALID_ID_TOKEN');
  const decoded = decodeIdToken(idToken);
  if (!decoded.ok) return authError(decoded.reason);
  const user = findUserByUid(decoded.claims.user_id);
  if (!user) return authError('USER_NOT_FOUND');
  if (decoded.claims.iat < user.validSince) return authError('TOKEN_EXPIRED');
  return user;
}

const isReply = (value: MockAuthUser | RestReply): value is RestReply => 'status' in value;

export async function signUp(body: Body): Promise<RestReply> {
  const email = text(body.email);
  const password = text(body.password);
  if (!email) return authError('MISSING_EMAIL');
  if (!isEmail(email)) return authError('INVALID_EMAIL');
  if (!password) return authError('MISSING_PASSWORD');
  if (password.length < MIN_PASSWORD_LENGTH) {
    return authError(`WEAK_PASSWORD : Password should be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  const user = await createUser(email, password);
  if (user === 'EMAIL_EXISTS') return authError('EMAIL_EXISTS');
  return {
    status: 200,
    body: {
      kind: 'identitytoolkit#SignupNewUserResponse',
      email: user.email,
      localId: user.uid,
      ...session(user),
    },
  };
}

export async function signInWithPassword(body: Body): Promise<RestReply> {
  const email = text(body.email);
  const password = text(body.password);
  if (!isEmail(email)) return authError('INVALID_EMAIL');
  if (!password) return authError('MISSING_PASSWORD');
  const user = await checkPassword(email, password);
  // With email enumeration protection (the default for new projects) an unknown email and a
  // wrong password give the same answer.
  if (!user) return authError('INVALID_LOGIN_CREDENTIALS');
  const signedIn = updateUser(user.uid, (record) => {
    record.lastLoginAt = Date.now();
  });
  return {
    status: 200,
    body: {
      kind: 'identitytoolkit#VerifyPasswordResponse',
      localId: user.uid,
      email: user.email,
      displayName: user.displayName ?? '',
      registered: true,
      ...session(signedIn ?? user),
    },
  };
}

export function lookup(body: Body): RestReply {
  const user = userOfIdToken(body.idToken);
  if (isReply(user)) return user;
  return {
    status: 200,
    body: { kind: 'identitytoolkit#GetAccountInfoResponse', users: [accountInfo(user)] },
  };
}

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

export function sendOobCode(body: Body): RestReply {
  const continueUrl = continueUrlOf(body);
  if (continueUrl !== null && typeof continueUrl === 'object') return continueUrl;
  const kind = 'identitytoolkit#GetOobConfirmationCodeResponse';
  const oobCode = newOobCode();
  if (body.requestType === 'VERIFY_EMAIL') {
    const user = userOfIdToken(body.idToken);
    if (isReply(user)) return user;
    const link = actionLink('verifyEmail', oobCode, continueUrl);
    recordEmail({
      requestType: 'VERIFY_EMAIL',
      email: user.email,
      uid: user.uid,
      continueUrl,
      oobCode,
      link,
    });
    return { status: 200, body: { kind, email: user.email } };
  }
  if (body.requestType === 'PASSWORD_RESET') {
    const email = text(body.email);
    if (!isEmail(email)) return authError('INVALID_EMAIL');
    const user = findUserByEmail(email);
    // Enumeration protection: the answer is the same whether the account exists or not.
    if (user) {
      const link = actionLink('resetPassword', oobCode, continueUrl);
      recordEmail({
        requestType: 'PASSWORD_RESET',
        email: user.email,
        uid: user.uid,
        continueUrl,
        oobCode,
        link,
      });
    }
    return { status: 200, body: { kind, email: email.trim().toLowerCase() } };
  }
  return authError('INVALID_REQ_TYPE : Unsupported request type');
}

export async function update(body: Body): Promise<RestReply> {
  const kind = 'identitytoolkit#SetAccountInfoResponse';
  if (typeof body.oobCode === 'string') {
    const email = findEmailByOobCode(body.oobCode);
    if (!email || email.requestType !== 'VERIFY_EMAIL' || !email.uid) return authError('INVALID_OOB_CODE');
    const user = updateUser(email.uid, (record) => {
      record.emailVerified = true;
    });
    if (!user) return authError('USER_NOT_FOUND');
    return { status: 200, body: { kind, email: user.email, emailVerified: true } };
  }
  const found = userOfIdToken(body.idToken);
  if (isReply(found)) return found;
  let user = found;
  if (typeof body.password === 'string') {
    if (body.password.length < MIN_PASSWORD_LENGTH) {
      return authError(`WEAK_PASSWORD : Password should be at least ${MIN_PASSWORD_LENGTH} characters`);
    }
    user = (await setPassword(user.uid, body.password)) ?? user;
  }
  const deleted = Array.isArray(body.deleteAttribute) ? body.deleteAttribute : [];
  if (typeof body.displayName === 'string' || deleted.includes('DISPLAY_NAME')) {
    user =
      updateUser(user.uid, (record) => {
        record.displayName = deleted.includes('DISPLAY_NAME') ? null : String(body.displayName);
      }) ?? user;
  }
  const info = accountInfo(user);
  return {
    status: 200,
    body: {
      kind,
      localId: info.localId,
      email: info.email,
      displayName: info.displayName,
      providerUserInfo: info.providerUserInfo,
      passwordHash: info.passwordHash,
      emailVerified: info.emailVerified,
      ...(typeof body.password === 'string' ? session(user) : {}),
    },
  };
}

export function deleteAccount(body: Body): RestReply {
  const user = userOfIdToken(body.idToken);
  if (isReply(user)) return user;
  deleteUser(user.uid);
  return { status: 200, body: { kind: 'identitytoolkit#DeleteAccountResponse' } };
}

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
