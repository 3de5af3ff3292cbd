import { randomText } from '../web-crypto.js';

/**
 * Letters and digits nobody mistakes for one another when reading a reference aloud or copying it
 * from a mail: none of 0 and O, 1, I and L, 5 and S, 8 and B, nor U (read as V).
 */
export const REFERENCE_ALPHABET = '234679ACDEFGHJKMNPQRTVWXYZ';

export const REFERENCE_PATTERN = new RegExp(`^SW-[${REFERENCE_ALPHABET}]{6}$`);

/** A message's reference for the shopper and support, e.g. `SW-7K3Q9X`. */
export function contactReference(): string {
  return `SW-${randomText(REFERENCE_ALPHABET, 6)}`;
}
