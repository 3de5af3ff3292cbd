/**
 * The reviews callables of mock mode: the very core of functions/ (`functions/src/reviews/`) over
 * the mock Firestore, with the local shop as its shop:
 * - the catalogue is the local shop's catalogue (mocks/data/catalogue.ts);
 * - the orders are those the local shop's checkout page placed (mocks/shopify/orders.ts);
 * - the metafields: the local shop's `reviews.rating` and `reviews.rating_count` are read from the
 *   local Firestore's `review_summaries` whenever a product is asked for
 *   (mocks/shopify/metafields.ts), so they are the summary the core has just written, and there
 *   is nothing more to write here (live, the figures live in two places and the port copies them).
 * The caller's email and whether it is verified come from the mock Auth user, as the live
 * Functions read them from the ID token.
 */
import {
  reviewCallables,
  type ReviewCallableName,
  type ReviewCallContext,
} from '../../functions/src/reviews/index';
import { reportsToConsole } from '../environment';
import { findProductByHandle } from '../data/catalogue';
import { hasOrdered } from '../shopify/orders';
import { findUserByUid } from './auth-users';
import { replyOf, isAdminIn, type CallableCall, type CallableReply } from './callable-protocol';
import type { DocumentStore } from './firestore-store';
import { documentInboxStore } from './inbox-document-store';

export async function runReviewCallable(
  name: ReviewCallableName,
  { uid, data }: CallableCall,
  store: DocumentStore,
): Promise<CallableReply> {
  const user = uid ? findUserByUid(uid) : undefined;
  const context: ReviewCallContext = {
    store: documentInboxStore(store),
    caller: user ? { uid: user.uid, email: user.email, emailVerified: user.emailVerified } : null,
    isAdmin: async (caller) => isAdminIn(store, caller),
    catalogue: {
      product: async (handle) => {
        const product = findProductByHandle(handle);
        return product ? { title: product.title } : null;
      },
    },
    orders: { hasOrdered: async (email, productHandle) => hasOrdered(email, productHandle) },
    // The local shop reads its figures from review_summaries itself (above).
    metafields: { setReviewFigures: async () => undefined },
    now: () => new Date(),
    log: (level, message, detail) => {
      if (reportsToConsole || level === 'error')
        console[level](`[mock Functions] ${name}: ${message}`, detail ?? '');
    },
  };
  return replyOf(name, () => reviewCallables[name](data, context));
}
