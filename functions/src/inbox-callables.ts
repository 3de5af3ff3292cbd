/**
 * The ten inbox callables by name: the public ones (newsletter sign-up and unsubscribe, a sold-out
 * product's "Notify me", the contact form) and the admin inbox. Pure code with no Firebase or Node imports: the Functions
 * wrap each in `onCall` (`inbox-callable.ts`), and mock mode runs the very same table in the
 * browser (`mocks/firebase/callables.ts`).
 */
import {
  backInStockSummary,
  exportBackInStockRequests,
  exportNewsletterSubscribers,
  listContactMessages,
  newsletterSummary,
  setContactMessageStatus,
} from './admin-inbox/index.js';
import { requestBackInStockNotice } from './back-in-stock/index.js';
import { sendContactMessage } from './contact/index.js';
import type { InboxCallContext } from './inbox-context.js';
import { subscribeToNewsletter, unsubscribeFromNewsletter } from './newsletter/index.js';

export type InboxCallable = (data: unknown, context: InboxCallContext) => Promise<unknown>;

export const inboxCallables = {
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  requestBackInStockNotice,
  sendContactMessage,
  listContactMessages,
  setContactMessageStatus,
  newsletterSummary,
  exportNewsletterSubscribers,
  backInStockSummary,
  exportBackInStockRequests,
} as const satisfies Record<string, InboxCallable>;

export type InboxCallableName = keyof typeof inboxCallables;

export function isInboxCallableName(name: string): name is InboxCallableName {
  return Object.hasOwn(inboxCallables, name);
}

export { CallableProblem, type InboxLog, type ProblemCode } from './callable-problem.js';
export type { InboxCallContext, InboxSettings } from './inbox-context.js';
export type {
  DocumentFields,
  DocumentQuery,
  FieldEquals,
  FoundDocument,
  InboxStore,
  StoreTransaction,
} from './inbox-store.js';
export { inboxCollections } from './inbox-store.js';
