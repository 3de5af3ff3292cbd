import { normalisedEmail } from '../../../src/domain/newsletter';
import { sha256Hex } from '../web-crypto.js';

/**
 * The document id of an address in `newsletter_subscribers`: the first 32 hex digits of SHA-256
 * of the normalised address. One address, one document, whatever its case or spacing.
 */
export async function subscriberId(email: string): Promise<string> {
  return (await sha256Hex(normalisedEmail(email))).slice(0, 32);
}

export const SUBSCRIBER_ID_PATTERN = /^[0-9a-f]{32}$/;
