/**
 * Cloud Functions of the store:
 * - admins refresh the three community lists from the feeds editors keep in Sanity;
 * - shoppers sign up for the newsletter (and leave it by the link in its mails) and send the
 *   contact form, each kept in Firestore with its mails queued for the Trigger Email extension;
 * - shoppers ask to be told when a sold-out product is back ("Notify me"), kept in Firestore;
 * - admins read the contact messages, the newsletter list and the back-in-stock requests;
 * - shoppers write, edit and delete product reviews and mark others helpful; admins list, publish
 *   or reject them and reply (docs/reviews.md).
 * - AI agents search the shop, read products, check stacks and build carts through the store's MCP
 *   server at `/api/mcp` (mcp-endpoint.ts, docs/agents.md).
 * Each admin function re-checks on the server that the caller is a signed-in admin.
 */
import { inboxCallable } from './inbox-callable.js';
export { mcp } from './mcp-endpoint.js';
import { unsubscribeSecret } from './params.js';
import { refreshListCallable } from './refresh-callable.js';
import { reviewCallable } from './review-callable.js';

export const fetchHealthEvents = refreshListCallable('health_events', 'eventsFound');
export const fetchCaregiverResources = refreshListCallable('caregiver_resources', 'resourcesFound');
export const fetchSupportGroups = refreshListCallable('support_groups', 'groupsFound');

export const subscribeToNewsletter = inboxCallable('subscribeToNewsletter', { secrets: [unsubscribeSecret] });
export const unsubscribeFromNewsletter = inboxCallable('unsubscribeFromNewsletter', {
  secrets: [unsubscribeSecret],
});
export const requestBackInStockNotice = inboxCallable('requestBackInStockNotice');
export const sendContactMessage = inboxCallable('sendContactMessage');

export const listContactMessages = inboxCallable('listContactMessages');
export const setContactMessageStatus = inboxCallable('setContactMessageStatus');
export const newsletterSummary = inboxCallable('newsletterSummary');
export const exportNewsletterSubscribers = inboxCallable('exportNewsletterSubscribers');
export const backInStockSummary = inboxCallable('backInStockSummary');
export const exportBackInStockRequests = inboxCallable('exportBackInStockRequests');

export const submitReview = reviewCallable('submitReview');
export const deleteReview = reviewCallable('deleteReview');
export const markReviewHelpful = reviewCallable('markReviewHelpful');
export const listReviewsForAdmin = reviewCallable('listReviewsForAdmin');
export const decideReview = reviewCallable('decideReview');
export const replyToReview = reviewCallable('replyToReview');
