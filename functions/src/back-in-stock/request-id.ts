import { normalisedEmail } from '../../../src/domain/newsletter';
import { sha256Hex } from '../web-crypto.js';

/**
 * The document id of one address's request for one product in `back_in_stock_requests`: the first
 * 32 hex digits of SHA-256 of the handle and the normalised address. One address, one request per
 * product, whatever its case or spacing; the id gives away neither.
 */
export async function backInStockRequestId(productHandle: string, email: string): Promise<string> {
  return (await sha256Hex(`${productHandle}\n${normalisedEmail(email)}`)).slice(0, 32);
}
