/**
 * The longest value each field of the store takes. Browsers stop typing there (`maxLength`), the
 * domain's checks refuse longer values however they arrive (a paste, a script), and servers that
 * receive them use the same figures.
 */
export const fieldLimits = {
  /** RFC 5321: a forward path is at most 256 octets with its angle brackets, so an address 254. */
  email: 254,
  /** Firebase Auth accepts up to 4096 bytes; a password manager's longest is far below this. */
  password: 128,
  name: 100,
  subject: 150,
  message: 5000,
  /** Shopify's limit for a discount code. */
  discountCode: 255,
  search: 200,
  /** A lot number as printed on a label (SW2602-014), with room to spare. */
  lot: 40,
} as const;

export type LimitedField = keyof typeof fieldLimits;

/** "Please keep … to at most N characters." when `value` is too long, else undefined. */
export function tooLong(field: LimitedField, value: string, what: string): string | undefined {
  const limit = fieldLimits[field];
  return value.length > limit ? `Please keep ${what} to at most ${limit} characters.` : undefined;
}
