/**
 * The Identity Toolkit's account endpoints firebase/auth calls for email and password accounts:
 * sign up, sign in, look up, update (password, display name, a verified email) and delete, with the
 * response bodies of the real service. Each takes the parsed request body and returns the status and
 * JSON body to answer with.
 */
import { createIdToken, createRefreshToken, ID_TOKEN_LIFETIME_SECONDS } from './auth-tokens';
import {
  authError,
  isEmail,
  isReply,
  text,
  userOfIdToken,
  weakPassword,
  type Body,
  type RestReply,
} from './auth-rest';
import {
  checkPassword,
  createUser,
  deleteUser,
  findEmailByOobCode,
  setPassword,
  updateUser,
  type MockAuthUser,
} from './auth-users';

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

export async function signUp(body: Body): Promise<RestReply> {
  const email = text(body.email);
  const password = text(body.password);
  if (!email) return authError('MISSING_EMAIL');
  if (!isEmail(email)) return authError('INVALID_EMAIL');
  if (!password) return authError('MISSING_PASSWORD');
  const weak = weakPassword(password);
  if (weak) return weak;
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
    const weak = weakPassword(body.password);
    if (weak) return weak;
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
