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

/**
 * Shopify's way of saying it is too busy to answer now: a THROTTLED error, or HTTP 429. The
 * shopper's connection is fine and nothing is wrong with what they asked: a moment later it works.
 */
const isBusyAnswer = ({ status, codes }: { status?: number | null; codes?: string[] }) =>
  status === 429 || Boolean(codes?.includes('THROTTLED'));

const busyMessage = (doing: string) =>
  `The store is very busy right now and could not ${doing}. Please try again in a moment.`;

export function unavailableError(
  subject: StorefrontSubject,
  cause: unknown,
  status?: number,
): StorefrontError {
  return new StorefrontError(
    isBusyAnswer({ status })
      ? busyMessage(`load ${subjectWords[subject]}`)
      : `We could not load ${subjectWords[subject]}. Please check your connection and try again.`,
    'unavailable',
    { cause, status },
  );
}

export function rejectedError(subject: StorefrontSubject, cause: unknown, codes: string[]): StorefrontError {
  return new StorefrontError(
    isBusyAnswer({ codes })
      ? busyMessage(`load ${subjectWords[subject]}`)
      : `We could not load ${subjectWords[subject]} right now. Please try again later.`,
    'rejected',
    { cause, codes },
  );
}

/**
 * What a shopper reads when a change to their cart was sent and failed (`error` is what the
 * request threw): that the shop is busy when Shopify said so, that the connection failed when the
 * request did not get an answer, and otherwise that it did not work and may later.
 */
export function cartChangeFailureMessage(error: unknown): string {
  if (error instanceof StorefrontError && isBusyAnswer(error)) return busyMessage('update your cart');
  if (error instanceof StorefrontError && error.reason === 'rejected') {
    return 'We could not update your cart right now. Please try again later.';
  }
  return 'We could not update your cart. Please check your connection and try again.';
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
