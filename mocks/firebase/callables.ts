/**
 * The callable Functions of mock mode, speaking the callable protocol as the Functions framework
 * does: a JSON body with `data`; an `Authorization: Bearer <ID token>` header, when there is one,
 * must be a valid, unrevoked mock Auth token (else the framework's own "Unauthenticated"); the
 * answer is `{ result }` or `{ error: { status, message, details? } }`. Each Function then runs
 * the real code of functions/: the three community refreshes (`refresh-callables.ts`), the
 * ten newsletter, back-in-stock, contact and admin inbox callables (`inbox-callables.ts`) and the
 * six reviews callables (`review-callables.ts`), each group loaded on its first call, so the
 * shopper who signs up for the newsletter never loads the feed parsers.
 */
import { decodeIdToken } from './auth-tokens';
import { findUserByUid } from './auth-users';
import type { DocumentStore } from './firestore-store';
import {
  callableError,
  type CallableCall,
  type CallableHttpRequest,
  type CallableReply,
} from './callable-protocol';

const refreshNames = new Set(['fetchHealthEvents', 'fetchCaregiverResources', 'fetchSupportGroups']);
const inboxNames = new Set([
  'subscribeToNewsletter',
  'unsubscribeFromNewsletter',
  'requestBackInStockNotice',
  'sendContactMessage',
  'listContactMessages',
  'setContactMessageStatus',
  'newsletterSummary',
  'exportNewsletterSubscribers',
  'backInStockSummary',
  'exportBackInStockRequests',
]);
const reviewNames = new Set([
  'submitReview',
  'deleteReview',
  'markReviewHelpful',
  'listReviewsForAdmin',
  'decideReview',
  'replyToReview',
]);

/** Whether mock mode has a Function of this name. */
export function isMockCallable(name: string): boolean {
  return refreshNames.has(name) || inboxNames.has(name) || reviewNames.has(name);
}

/** Runs the Function `name` for one HTTP request and returns the status and JSON body of its answer. */
export async function runCallable(
  name: string,
  request: CallableHttpRequest,
  store: DocumentStore,
): Promise<CallableReply> {
  if (!isMockCallable(name)) {
    return {
      status: 404,
      body: { error: { status: 'NOT_FOUND', message: `Function ${name} does not exist.` } },
    };
  }
  const body = request.body as { data?: unknown } | undefined;
  if (!body || typeof body !== 'object' || !('data' in body))
    return callableError('INVALID_ARGUMENT', 'Bad Request');

  let uid: string | null = null;
  if (request.authorization !== null) {
    const token = /^Bearer\s+(\S+)$/i.exec(request.authorization)?.[1];
    const decoded = token ? decodeIdToken(token) : undefined;
    if (!decoded?.ok) return callableError('UNAUTHENTICATED', 'Unauthenticated');
    const user = findUserByUid(decoded.claims.user_id);
    if (!user || decoded.claims.iat < user.validSince)
      return callableError('UNAUTHENTICATED', 'Unauthenticated');
    uid = user.uid;
  }

  const call: CallableCall = { uid, data: body.data, origin: request.origin };
  if (refreshNames.has(name)) {
    const { runRefreshCallable } = await import('./refresh-callables');
    return runRefreshCallable(name as Parameters<typeof runRefreshCallable>[0], call, store);
  }
  if (reviewNames.has(name)) {
    const { runReviewCallable } = await import('./review-callables');
    return runReviewCallable(name as Parameters<typeof runReviewCallable>[0], call, store);
  }
  const { runInboxCallable } = await import('./inbox-callables');
  return runInboxCallable(name as Parameters<typeof runInboxCallable>[0], call, store);
}
