/**
 * Everything an inbox callable needs besides its input: the store, the deploy-time settings, who
 * is calling and the clock. The Functions fill it from the request and their params
 * (`inbox-callable.ts`); mock mode from the mock Auth token and fixed demo values.
 */
import type { InboxLog } from './callable-problem.js';
import type { InboxStore } from './inbox-store.js';

export interface InboxSettings {
  /** The welcome discount code (param WELCOME_DISCOUNT_CODE). */
  discountCode: string;
  /** Where contact messages go (param SUPPORT_EMAIL). */
  supportEmail: string;
  /** The store's public origin, for links in mails (param STORE_URL). */
  storeUrl: string;
  /** The key that signs unsubscribe links (secret UNSUBSCRIBE_SECRET). */
  unsubscribeSecret: string;
}

export interface InboxCallContext {
  store: InboxStore;
  /** Read only where needed: a Function that has no access to the secret never reads it. */
  settings: InboxSettings;
  /** Who calls, for the per-client rate limits: the IP address, or mock mode's one browser. */
  client: string;
  /** The signed-in caller's uid; null for a guest. */
  uid: string | null;
  /** Whether `user_roles/{uid}` says admin (a failed read means no). */
  isAdmin(uid: string): Promise<boolean>;
  now(): Date;
  log: InboxLog;
}
