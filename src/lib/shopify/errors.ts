/**
 * Why the shop could not do what the shopper asked. Each error's `message` is written for the
 * shopper (features show it as is); the details for developers travel in `reason`, `code` and
 * `cause`.
 */
import type { CartProblem } from '../../domain/cart-rules';

/** What a Storefront request was loading, to name it in the shopper's message. */
export type StorefrontSubject = 'products' | 'product' | 'collection' | 'cart' | 'shop';

const subjectWords: Record<StorefrontSubject, string> = {
  products: 'products',
  product: 'this product',
  collection: 'these products',
  cart: 'your cart',
  shop: "the shop's details",
};

export type StorefrontErrorReason =
  /** The request did not reach Shopify, or Shopify did not answer it (network, HTTP error). */
  | 'unavailable'
  /** Shopify answered with GraphQL errors (a bad query, throttling). */
  | 'rejected'
  /** The product or collection does not exist (or is not published to this storefront). */
  | 'not-found'
  /** The answer was missing something the shop cannot do without. */
  | 'malformed';

export class StorefrontError extends Error {
  override name = 'StorefrontError';
  constructor(
    message: string,
    readonly reason: StorefrontErrorReason,
    options?: { cause?: unknown; status?: number; codes?: string[] },
  ) {
    super(message, options);
    this.status = options?.status ?? null;
    this.codes = options?.codes ?? [];
  }
  /** The HTTP status of Shopify's answer, when there was one. */
  readonly status: number | null;
  /** `extensions.code` of each GraphQL error (`THROTTLED`, `undefinedField`, ...). */
  readonly codes: string[];
}

export function unavailableError(
  subject: StorefrontSubject,
  cause: unknown,
  status?: number,
): StorefrontError {
  return new StorefrontError(
    `We could not load ${subjectWords[subject]}. Please check your connection and try again.`,
    'unavailable',
    { cause, status },
  );
}

export function rejectedError(subject: StorefrontSubject, cause: unknown, codes: string[]): StorefrontError {
  const busy = codes.includes('THROTTLED');
  return new StorefrontError(
    busy
      ? `The store is very busy right now and could not load ${subjectWords[subject]}. Please try again in a moment.`
      : `We could not load ${subjectWords[subject]} right now. Please try again later.`,
    'rejected',
    { cause, codes },
  );
}

export function notFoundError(subject: 'product' | 'collection'): StorefrontError {
  return new StorefrontError(
    subject === 'product' ? 'This product is not available.' : 'This collection is not available.',
    'not-found',
  );
}

export function malformedError(subject: StorefrontSubject, where: string, cause?: unknown): StorefrontError {
  return new StorefrontError(
    `We could not show ${subjectWords[subject]} because the store sent incomplete information (${where}).`,
    'malformed',
    { cause },
  );
}

/**
 * A cart change that did not happen (src/domain/cart-change.ts says why). `code` follows Shopify's
 * CartErrorCode where Shopify has one (`INVALID`, `MERCHANDISE_OUT_OF_STOCK`); `message` is for the
 * shopper.
 */
export type CartErrorCode = CartProblem['code'];

export class CartError extends Error {
  override name = 'CartError';
  constructor(
    message: string,
    readonly code: CartErrorCode,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
