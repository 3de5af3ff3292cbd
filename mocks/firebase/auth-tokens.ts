/**
 * Firebase ID tokens and refresh tokens as the mock Auth backend issues them. ID tokens are real
 * JWTs (the SDK decodes their payload for `exp`, `iat` and the claims) with Firebase's claims, but
 * unsigned: the signature part is a fixed marker, as the Auth emulator's tokens carry none either.
 * Refresh tokens are opaque to the SDK; they name their user and sign-in time so that a session
 * survives a restart of the local services.
 */
import { projectId } from './config';

export const ID_TOKEN_LIFETIME_SECONDS = 3600;
const SIGNATURE = 'bW9jay1maXJlYmFzZQ';
const REFRESH_PREFIX = 'mock-refresh';

export interface IdTokenClaims {
  iss: string;
  aud: string;
  auth_time: number;
  user_id: string;
  sub: string;
  iat: number;
  exp: number;
  email?: string;
  email_verified?: boolean;
  name?: string;
  firebase: { identities: Record<string, unknown>; sign_in_provider: string };
}

export interface TokenSubject {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName?: string | null;
}

export function base64UrlEncode(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function base64UrlDecode(encoded: string): string {
  const base64 = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

const nowInSeconds = () => Math.floor(Date.now() / 1000);

export function createIdToken(subject: TokenSubject, authTime: number): string {
  const iat = nowInSeconds();
  const claims: IdTokenClaims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    auth_time: authTime,
    user_id: subject.uid,
    sub: subject.uid,
    iat,
    exp: iat + ID_TOKEN_LIFETIME_SECONDS,
    email: subject.email,
    email_verified: subject.emailVerified,
    ...(subject.displayName ? { name: subject.displayName } : {}),
    firebase: { identities: { email: [subject.email] }, sign_in_provider: 'password' },
  };
  const header = { alg: 'none', typ: 'JWT', kid: 'mock-firebase' };
  return `${base64UrlEncode(JSON.stringify(header))}.${base64UrlEncode(JSON.stringify(claims))}.${SIGNATURE}`;
}

export type DecodedIdToken =
  { ok: true; claims: IdTokenClaims } | { ok: false; reason: 'INVALID_ID_TOKEN' | 'TOKEN_EXPIRED' };

/**
 * Reads an ID token for this project: well-formed, meant for this project and (unless
 * `ignoreExpiry`, as the Firestore emulator does) not expired. The signature is not checked, as
 * the emulators do not check it, so the Auth emulator's unsigned tokens are accepted too
 * (`npm run dev:emulators` points the app at the local Firestore server with them).
 */
export function decodeIdToken(token: string, { ignoreExpiry = false } = {}): DecodedIdToken {
  const [header, payload, signature] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined) {
    return { ok: false, reason: 'INVALID_ID_TOKEN' };
  }
  let claims: Partial<IdTokenClaims>;
  try {
    claims = JSON.parse(base64UrlDecode(payload)) as Partial<IdTokenClaims>;
  } catch {
    return { ok: false, reason: 'INVALID_ID_TOKEN' };
  }
  const uid = claims.user_id ?? claims.sub;
  if (typeof uid !== 'string' || !uid || claims.aud !== projectId || typeof claims.exp !== 'number') {
    return { ok: false, reason: 'INVALID_ID_TOKEN' };
  }
  if (!ignoreExpiry && claims.exp <= nowInSeconds()) return { ok: false, reason: 'TOKEN_EXPIRED' };
  return { ok: true, claims: { ...claims, user_id: uid } as IdTokenClaims };
}

/** The ID token of an `Authorization: Bearer …` header, if there is one. */
export function bearerToken(request: { headers: Headers }): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '');
  return match?.[1] ?? null;
}

export function createRefreshToken(uid: string, authTime: number): string {
  const nonce = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `${REFRESH_PREFIX}.${base64UrlEncode(JSON.stringify({ uid, authTime, issuedAt: nowInSeconds() }))}.${nonce}`;
}

export interface RefreshTokenContent {
  uid: string;
  authTime: number;
  issuedAt: number;
}

export function readRefreshToken(token: string): RefreshTokenContent | null {
  const [prefix, payload, nonce] = token.split('.');
  if (prefix !== REFRESH_PREFIX || !payload || !nonce) return null;
  try {
    const content = JSON.parse(base64UrlDecode(payload)) as Partial<RefreshTokenContent>;
    if (typeof content.uid !== 'string' || typeof content.authTime !== 'number') return null;
    return { uid: content.uid, authTime: content.authTime, issuedAt: Number(content.issuedAt) || 0 };
  } catch {
    return null;
  }
}
