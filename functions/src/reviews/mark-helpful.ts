/**
 * `markReviewHelpful`: a signed-in shopper's "Helpful" on a published review, once per account
 * (`review_votes/<reviewId>__<uid>`): voting again changes nothing and answers the count as it is.
 * Nobody votes for their own review.
 */
import * as z from 'zod/mini';
import { CallableProblem, withInternalMessage } from '../callable-problem.js';
import { checkRateLimits } from '../rate-limit.js';
import { reviewMessages } from './messages.js';
import type { ReviewCallContext } from './review-context.js';
import { reviewCollections, reviewDocument } from './review-documents.js';

/** `<productHandle>__<uid>`: nothing that could name another path. */
export const reviewIdSchema = z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*__[A-Za-z0-9_-]{1,128}$/));

const voteInput = z.strictObject({ reviewId: reviewIdSchema });

export async function markReviewHelpful(
  data: unknown,
  context: ReviewCallContext,
): Promise<{ helpfulCount: number }> {
  const { caller } = context;
  if (!caller) throw new CallableProblem('unauthenticated', reviewMessages.signInToVote);
  const parsed = voteInput.safeParse(data);
  if (!parsed.success) throw new CallableProblem('invalid-argument', reviewMessages.unreadable);
  const { reviewId } = parsed.data;
  const voteId = `${reviewId}__${caller.uid}`;

  return withInternalMessage(reviewMessages.voteInternal, context.log, 'markReviewHelpful', async () => {
    const now = context.now();
    const outcome = await context.store.transaction(async (transaction) => {
      const limits = await checkRateLimits(
        transaction,
        [{ kind: 'review-vote-account', key: caller.uid }],
        now,
      );
      const stored = await transaction.get(reviewCollections.reviews, reviewId);
      const review = reviewDocument(stored);
      const voted = (await transaction.get(reviewCollections.votes, voteId)) !== null;
      if (!stored || !review || review.status !== 'published') return { problem: 'not-shown' } as const;
      if (review.uid === caller.uid) return { problem: 'own' } as const;
      if (voted) return { helpfulCount: review.helpful_count };
      if (limits.exceeded) return { problem: 'limited' } as const;
      limits.record();
      const helpfulCount = review.helpful_count + 1;
      transaction.set(reviewCollections.votes, voteId, {
        review_id: reviewId,
        uid: caller.uid,
        created_at: now,
      });
      transaction.set(reviewCollections.reviews, reviewId, { ...stored, helpful_count: helpfulCount });
      return { helpfulCount };
    });
    if ('problem' in outcome) {
      if (outcome.problem === 'own') throw new CallableProblem('permission-denied', reviewMessages.ownVote);
      if (outcome.problem === 'limited') {
        throw new CallableProblem('resource-exhausted', reviewMessages.voteRateLimited);
      }
      throw new CallableProblem('not-found', reviewMessages.notShown);
    }
    return { helpfulCount: outcome.helpfulCount };
  });
}
