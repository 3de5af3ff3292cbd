/**
 * `deleteReview`: the author deletes their review of a product (the only review a caller can
 * name: its id is the product's handle and their uid). The summary moves in the same transaction
 * when the review was published; its helpful votes go after it, so a new review starts afresh.
 */
import * as z from 'zod/mini';
import { reviewId } from '../../../src/domain/reviews/review';
import { CallableProblem, withInternalMessage } from '../callable-problem.js';
import { checkRateLimits } from '../rate-limit.js';
import { reviewMessages } from './messages.js';
import type { ReviewCallContext } from './review-context.js';
import {
  readSummary,
  reviewCollections,
  reviewDocument,
  updateMetafields,
  writeSummaryChange,
} from './review-documents.js';
import { productHandleSchema } from './submit-review.js';

const deleteInput = z.strictObject({ productHandle: productHandleSchema });

/** Firestore's most writes in one transaction is 500; a few are left for nothing else. */
const VOTES_PER_TRANSACTION = 400;

async function deleteVotes(context: ReviewCallContext, id: string): Promise<void> {
  for (;;) {
    const votes = await context.store.query(reviewCollections.votes, {
      where: { field: 'review_id', equals: id },
      orderBy: { field: 'created_at', direction: 'asc' },
      limit: VOTES_PER_TRANSACTION,
    });
    if (votes.length === 0) return;
    await context.store.transaction(async (transaction) => {
      for (const vote of votes) transaction.delete(reviewCollections.votes, vote.id);
    });
    if (votes.length < VOTES_PER_TRANSACTION) return;
  }
}

export async function deleteReview(data: unknown, context: ReviewCallContext): Promise<{ deleted: true }> {
  const { caller } = context;
  if (!caller) throw new CallableProblem('unauthenticated', reviewMessages.signInToDelete);
  const parsed = deleteInput.safeParse(data);
  if (!parsed.success) throw new CallableProblem('invalid-argument', reviewMessages.unreadable);
  const { productHandle } = parsed.data;
  const id = reviewId(productHandle, caller.uid);

  return withInternalMessage(reviewMessages.internal, context.log, 'deleteReview', async () => {
    const outcome = await context.store.transaction(async (transaction) => {
      const limits = await checkRateLimits(
        transaction,
        [{ kind: 'review-account', key: caller.uid }],
        context.now(),
      );
      const before = reviewDocument(await transaction.get(reviewCollections.reviews, id));
      const summary = await readSummary(transaction, productHandle);
      if (!before) return 'none' as const;
      if (limits.exceeded) return 'limited' as const;
      limits.record();
      transaction.delete(reviewCollections.reviews, id);
      return writeSummaryChange(transaction, productHandle, summary, before, null) ? 'changed' : 'same';
    });
    if (outcome === 'none') throw new CallableProblem('not-found', reviewMessages.noOwnReview);
    if (outcome === 'limited') throw new CallableProblem('resource-exhausted', reviewMessages.rateLimited);
    context.log('info', `Review ${id} deleted by its author`);
    if (outcome === 'changed') await updateMetafields(context, productHandle);
    await deleteVotes(context, id);
    return { deleted: true };
  });
}
