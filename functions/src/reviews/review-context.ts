/**
 * Everything a reviews callable needs besides its input: the store, who is calling (with the email
 * their ID token carries), the role check, the clock, and three ports to the shop: its catalogue
 * (does the product exist, and its title), its orders (did this email buy the product) and its
 * product metafields (the rating and count every card shows). The Functions fill it from the
 * request and Shopify's Admin API (`review-callable.ts`, `shopify-admin.ts`); mock mode from the
 * mock Auth user and the local shop (`mocks/firebase/review-callables.ts`).
 */
import type { ReviewSummary } from '../../../src/domain/reviews/summary';
import type { InboxLog } from '../callable-problem.js';
import type { InboxStore } from '../inbox-store.js';

export interface ReviewCaller {
  uid: string;
  /** The email of the caller's ID token; null when the account has none. */
  email: string | null;
  /** Whether the token says that email is verified. */
  emailVerified: boolean;
}

export interface CataloguePort {
  /** The product with this handle, or null when the shop has none. */
  product(handle: string): Promise<{ title: string } | null>;
}

export interface OrdersPort {
  /** Whether an order placed with this email holds the product. */
  hasOrdered(email: string, productHandle: string): Promise<boolean>;
}

export interface MetafieldsPort {
  /** Writes the product's `reviews.rating` and `reviews.rating_count` from its summary. */
  setReviewFigures(productHandle: string, summary: ReviewSummary): Promise<void>;
}

export interface ReviewCallContext {
  store: InboxStore;
  /** Null for a guest. */
  caller: ReviewCaller | null;
  /** Whether `user_roles/{uid}` says admin (a failed read means no). */
  isAdmin(uid: string): Promise<boolean>;
  catalogue: CataloguePort;
  orders: OrdersPort;
  metafields: MetafieldsPort;
  now(): Date;
  log: InboxLog;
}
