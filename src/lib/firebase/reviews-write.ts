/**
 * The reviews' Functions, as the browser calls them: a shopper writes, edits or deletes their
 * review and marks others helpful; an admin lists, decides and answers. The server checks the draft
 * with the same rules as the form (`reviewDraftProblems`) and says per field what it could not
 * accept; it checks the admin role again for the admin's calls. Loaded when used, never with a page.
 */
import * as z from 'zod/mini';
import type {
  OwnReview,
  ReviewDraft,
  ReviewDraftProblems,
  ReviewRule,
  ReviewStatus,
} from '../../domain/reviews/review';
import { CallableFailure } from '../../domain/service-failures';
import { callFunction } from './callable';
import { reviewSchema } from './reviews-read';

const fallback = 'We could not save your review right now. Please try again.';
const adminFallback = 'Could not do this right now. Please try again.';

/** A review as the Functions answer with it (dates as ISO text). */
export interface AdminReview extends OwnReview {
  productTitle: string;
}

const ownReviewAnswer = z.object({ review: reviewSchema });
const adminReviewSchema: z.ZodMiniType<AdminReview> = z.extend(reviewSchema, { productTitle: z.string() });

const draftFields = new Set<string>(['rating', 'title', 'body', 'name']);

/** Creates or edits the caller's review of the product; answers with it as stored (published or held). */
export async function submitReview(draft: ReviewDraft): Promise<OwnReview> {
  try {
    return (await callFunction('submitReview', draft, { answer: ownReviewAnswer, fallback })).review;
  } catch (error) {
    if (!(error instanceof CallableFailure)) throw error;
    const problems: ReviewDraftProblems = Object.fromEntries(
      Object.entries(error.problems).filter(([field]) => draftFields.has(field)),
    );
    throw new CallableFailure(error.code, error.message, problems);
  }
}

export async function deleteReview(productHandle: string): Promise<void> {
  await callFunction(
    'deleteReview',
    { productHandle },
    { answer: z.object({ deleted: z.literal(true) }), fallback },
  );
}

/** One vote per account: voting again changes nothing. Answers with the review's new count. */
export async function markReviewHelpful(reviewId: string): Promise<{ helpfulCount: number }> {
  return callFunction(
    'markReviewHelpful',
    { reviewId },
    {
      answer: z.object({ helpfulCount: z.int().check(z.nonnegative()) }),
      fallback: 'We could not count your vote right now. Please try again.',
    },
  );
}

export async function listReviewsForAdmin(status: ReviewStatus): Promise<AdminReview[]> {
  const answer = await callFunction(
    'listReviewsForAdmin',
    { status },
    { answer: z.object({ reviews: z.array(adminReviewSchema) }), fallback: adminFallback },
  );
  return answer.reviews;
}

export type ReviewDecision = { decision: 'publish' } | { decision: 'reject'; rule: ReviewRule };

export async function decideReview(reviewId: string, decision: ReviewDecision): Promise<AdminReview> {
  const answer = await callFunction(
    'decideReview',
    { reviewId, ...decision },
    { answer: z.object({ review: adminReviewSchema }), fallback: adminFallback },
  );
  return answer.review;
}

/** The store's public reply; an empty text removes it. */
export async function replyToReview(reviewId: string, text: string): Promise<AdminReview> {
  const answer = await callFunction(
    'replyToReview',
    { reviewId, text },
    { answer: z.object({ review: adminReviewSchema }), fallback: adminFallback },
  );
  return answer.review;
}
