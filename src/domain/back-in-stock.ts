/**
 * "Notify me" on a sold-out product: what the `requestBackInStockNotice` Function takes and
 * answers, and the words the shopper reads. The browser and the Functions share this file, as they
 * share `newsletter.ts`, so both sides speak the same shapes.
 */

/** Shopify's longest handle and title. */
export const PRODUCT_HANDLE_MAX_LENGTH = 255;
export const PRODUCT_TITLE_MAX_LENGTH = 255;

/** A product handle as Shopify makes them (`mullein-lung-support`): nothing that could name a path. */
export const PRODUCT_HANDLE_PATTERN = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/**
 * What the shopper reads when the store refuses a request for coming too often: the Function's
 * words, and the form's own when a rate limit answers without words (a front end's 429).
 */
export const BACK_IN_STOCK_RATE_LIMITED =
  'Too many requests for stock notices in a short time. Please try again in an hour.';

/** What happens with the address, said beside the form and in the confirmation. */
export const BACK_IN_STOCK_PROMISE = 'We’ll email you when it’s back in stock.';

/** The privacy note under the form: what the address is used for, and for nothing else. */
export const BACK_IN_STOCK_PRIVACY_NOTE =
  'We use your email only to tell you once when this product is back in stock.';

export interface BackInStockRequest {
  email: string;
  /** The sold-out product's handle, and its title as the shopper saw it. */
  productHandle: string;
  productTitle: string;
}

export interface BackInStockAnswer {
  /** 'already-requested': this address had asked for this product already; nothing changed. */
  status: 'requested' | 'already-requested';
}
