/**
 * The newsletter: where a sign-up comes from, how an address is compared, and what the
 * `subscribeToNewsletter` and `unsubscribeFromNewsletter` Functions take and answer. The browser
 * and the Functions share this file, so both sides speak the same shapes.
 */

/** The forms that sign a shopper up: the exit-intent offer, the community page, the footer. */
export const newsletterSources = ['exit-offer', 'community', 'footer'] as const;

export type NewsletterSource = (typeof newsletterSources)[number];

/** The longest consent sentence a sign-up may carry (the text the shopper saw next to the button). */
export const CONSENT_MAX_LENGTH = 500;

/** The longest unsubscribe token accepted (a subscriber id, a dot and a signature). */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 200;

/**
 * What the shopper reads when the store refuses a sign-up for coming too often: the Function's
 * words, and the form's own when a rate limit answers without words (a front end's 429).
 */
export const SIGN_UP_RATE_LIMITED = 'Too many sign-ups in a short time. Please try again in an hour.';

export interface NewsletterSignUp {
  email: string;
  source: NewsletterSource;
  consent: string;
}

export interface NewsletterSignUpAnswer {
  /** 'already-subscribed': the address was on the list already; nothing changed. */
  status: 'subscribed' | 'already-subscribed';
  /** The welcome discount code, also sent in the welcome email. */
  discountCode: string;
}

export interface UnsubscribeAnswer {
  status: 'unsubscribed';
}

/**
 * One address, one subscription: `Ada@Example.com ` and `ada@example.com` are the same shopper.
 * (The part before the @ may be case-sensitive in theory; no mail provider treats it so.)
 */
export function normalisedEmail(address: string): string {
  return address.trim().toLowerCase();
}
