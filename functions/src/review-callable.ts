/**
 * The reviews callables as Cloud Functions: each is `onCall` around the pure core of
 * `reviews/index.ts`, with Firestore through firebase-admin, the caller's uid, email and
 * `email_verified` from the ID token the framework checked, the role check of `callerIsAdmin`, and
 * the shop through its Admin API (params SHOPIFY_STORE_DOMAIN and the secret SHOPIFY_ADMIN_TOKEN).
 */
import { logger } from 'firebase-functions/logger';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/https';
import { adminFirestore } from './admin-app.js';
import { CallableProblem } from './callable-problem.js';
import { callerIsAdmin } from './caller-is-admin.js';
import { firestoreInboxStore } from './firestore-inbox-store.js';
import { shopifyAdminToken, shopifyStoreDomain } from './params.js';
import { reviewCallables, type ReviewCallableName, type ReviewCallContext } from './reviews/index.js';
import {
  shopifyCatalogue,
  shopifyMetafields,
  shopifyOrders,
  type ShopifyAdmin,
} from './reviews/shopify-admin.js';

/** Quick calls: a few reads and writes and one or two Admin API requests. */
const callableOptions = {
  region: 'us-central1',
  memory: '256MiB',
  timeoutSeconds: 60,
  maxInstances: 10,
} as const;

/** Params are read when a call needs the shop, never at deploy time (they have no value then). */
const shop: ShopifyAdmin = {
  get domain() {
    return shopifyStoreDomain.value();
  },
  get token() {
    return shopifyAdminToken.value();
  },
};

export function reviewCallable(name: ReviewCallableName) {
  const run = reviewCallables[name];
  return onCall(
    { ...callableOptions, secrets: [shopifyAdminToken] },
    async (request: CallableRequest<unknown>) => {
      const db = adminFirestore();
      const token = request.auth?.token;
      const context: ReviewCallContext = {
        store: firestoreInboxStore(db),
        caller: request.auth
          ? {
              uid: request.auth.uid,
              email: typeof token?.email === 'string' ? token.email : null,
              emailVerified: token?.email_verified === true,
            }
          : null,
        isAdmin: (uid) =>
          callerIsAdmin(db, uid, (error) =>
            logger.warn('Could not read the caller’s role', { uid, error: String(error) }),
          ),
        catalogue: shopifyCatalogue(shop),
        orders: shopifyOrders(shop),
        metafields: shopifyMetafields(shop),
        now: () => new Date(),
        log: (level, message, detail) => logger[level](`${name}: ${message}`, { detail }),
      };
      try {
        return await run(request.data, context);
      } catch (error) {
        if (error instanceof CallableProblem) throw new HttpsError(error.code, error.message, error.details);
        throw error;
      }
    },
  );
}
