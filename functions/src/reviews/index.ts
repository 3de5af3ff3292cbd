/**
 * The six reviews callables by name (docs/reviews.md): pure code with no Firebase or Node imports.
 * The Functions wrap each in `onCall` (`review-callable.ts`), and mock mode runs the very same table
 * over the local Firestore and the local shop (`mocks/firebase/review-callables.ts`).
 */
import { decideReview, listReviewsForAdmin, replyToReview } from './admin-reviews.js';
import { deleteReview } from './delete-review.js';
import { markReviewHelpful } from './mark-helpful.js';
import type { ReviewCallContext } from './review-context.js';
import { submitReview } from './submit-review.js';

export type ReviewCallable = (data: unknown, context: ReviewCallContext) => Promise<unknown>;

export const reviewCallables = {
  submitReview,
  deleteReview,
  markReviewHelpful,
  listReviewsForAdmin,
  decideReview,
  replyToReview,
} as const satisfies Record<string, ReviewCallable>;

export type ReviewCallableName = keyof typeof reviewCallables;

export function isReviewCallableName(name: string): name is ReviewCallableName {
  return Object.hasOwn(reviewCallables, name);
}

export { reviewAdminMessages, reviewMessages } from './messages.js';
export type {
  CataloguePort,
  MetafieldsPort,
  OrdersPort,
  ReviewCallContext,
  ReviewCaller,
} from './review-context.js';
export { reviewCollections } from './review-documents.js';
export { decideReview, listReviewsForAdmin, markReviewHelpful, replyToReview, submitReview, deleteReview };
