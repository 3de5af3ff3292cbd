/**
 * The inbox callables as Cloud Functions: each is `onCall` around the pure core of
 * `inbox-callables.ts`, with Firestore through firebase-admin, the params, the caller for the rate
 * limits (`callerClient`: the address Google's front end saw, never `rawRequest.ip`) and the role
 * check of `callerIsAdmin`. A `CallableProblem` of the core becomes the `HttpsError` the browser
 * shows; the core has already turned every other failure into one.
 */
import { logger } from 'firebase-functions/logger';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/https';
import type { SecretParam } from 'firebase-functions/params';
import { adminFirestore } from './admin-app.js';
import { CallableProblem } from './callable-problem.js';
import { callerClient } from './caller-client.js';
import { callerIsAdmin } from './caller-is-admin.js';
import { firestoreInboxStore } from './firestore-inbox-store.js';
import { inboxCallables, type InboxCallableName } from './inbox-callables.js';
import type { InboxCallContext, InboxSettings } from './inbox-context.js';
import { storeUrl, supportEmail, unsubscribeSecret, welcomeDiscountCode } from './params.js';

/** Quick calls: a few reads and writes. Ten instances serve a sale's rush; the rate limits do the rest. */
const callableOptions = {
  region: 'us-central1',
  memory: '256MiB',
  timeoutSeconds: 30,
  maxInstances: 10,
} as const;

/** Params are read when a call needs one, never at deploy time (they have no value then). */
const settings: InboxSettings = {
  get discountCode() {
    return welcomeDiscountCode.value();
  },
  get supportEmail() {
    return supportEmail.value();
  },
  get storeUrl() {
    return storeUrl.value();
  },
  get unsubscribeSecret() {
    return unsubscribeSecret.value();
  },
};

export function inboxCallable(name: InboxCallableName, { secrets = [] }: { secrets?: SecretParam[] } = {}) {
  const run = inboxCallables[name];
  return onCall(
    { ...callableOptions, ...(secrets.length > 0 ? { secrets } : {}) },
    async (request: CallableRequest<unknown>) => {
      const db = adminFirestore();
      const context: InboxCallContext = {
        store: firestoreInboxStore(db),
        settings,
        client: callerClient(request.rawRequest),
        uid: request.auth?.uid ?? null,
        isAdmin: (uid) =>
          callerIsAdmin(db, uid, (error) =>
            logger.warn('Could not read the caller’s role', { uid, error: String(error) }),
          ),
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
