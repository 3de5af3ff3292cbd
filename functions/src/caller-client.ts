/**
 * Who calls an inbox callable, for its per-client rate limit: the address Google's front end
 * appended to `X-Forwarded-For`, as a `clientKey`. Never `rawRequest.ip`: see
 * `forwardedClientAddress` for why, and `caller-client.test.ts` for the proof.
 */
import type { CallableRequest } from 'firebase-functions/https';
import { clientKey, forwardedClientAddress } from './rate-limit-keys.js';

export function callerClient(rawRequest: CallableRequest['rawRequest']): string {
  return clientKey(
    forwardedClientAddress(rawRequest.headers['x-forwarded-for'], rawRequest.socket?.remoteAddress),
  );
}
