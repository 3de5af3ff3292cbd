/**
 * The unsubscribe link's token: `<subscriber id>.<base64url HMAC-SHA256(id, UNSUBSCRIBE_SECRET)>`.
 * Only the Functions know the secret, so a token cannot be made for someone else's address, and
 * the link needs no sign-in. It never expires: an unsubscribe link in an old mail must still work.
 */
import { UNSUBSCRIBE_TOKEN_MAX_LENGTH } from '../../../src/domain/newsletter';
import { hmacSha256Base64Url, sameText } from '../web-crypto.js';
import { SUBSCRIBER_ID_PATTERN } from './subscriber-id.js';

/** Shorter than this, a secret could be guessed; the Functions refuse to sign with it. */
const MIN_SECRET_LENGTH = 16;

function checkedSecret(secret: string): string {
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`UNSUBSCRIBE_SECRET must have at least ${MIN_SECRET_LENGTH} characters`);
  }
  return secret;
}

export async function unsubscribeToken(subscriberId: string, secret: string): Promise<string> {
  return `${subscriberId}.${await hmacSha256Base64Url(checkedSecret(secret), subscriberId)}`;
}

/** The subscriber id the token was made for, or null when it is malformed or forged. */
export async function subscriberIdOfToken(token: string, secret: string): Promise<string | null> {
  if (token.length > UNSUBSCRIBE_TOKEN_MAX_LENGTH) return null;
  const [id, signature, ...rest] = token.split('.');
  if (id === undefined || signature === undefined || rest.length > 0) return null;
  if (!SUBSCRIBER_ID_PATTERN.test(id)) return null;
  const expected = await hmacSha256Base64Url(checkedSecret(secret), id);
  return sameText(signature, expected) ? id : null;
}
