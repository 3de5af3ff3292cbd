/**
 * The admin's reviews callables: `listReviewsForAdmin` (by status, newest first), `decideReview`
 * (publish a held review, or reject a held or published one for one of the published rules; the
 * review is kept, with the rule, when and by whom) and `replyToReview` (the store's public reply;
 * an empty text removes it). Each checks, in this order: signed in, an admin by `user_roles/{uid}`
 * read on the server, then the input.
 */
import * as z from 'zod/mini';
import { REVIEW_RULES, reviewLimits, type ReviewStatus } from '../../../src/domain/reviews/review';
import { CallableProblem, withInternalMessage } from '../callable-problem.js';
import type { StoreTransaction } from '../inbox-store.js';
import { reviewAdminMessages } from './messages.js';
import type { ReviewCallContext } from './review-context.js';
import {
  adminReviewAnswer,
  readSummary,
  reviewCollections,
  reviewDocument,
  updateMetafields,
  writeSummaryChange,
  type AdminReviewAnswer,
  type ReviewDocument,
} from './review-documents.js';
import { reviewIdSchema } from './mark-helpful.js';

/** The most reviews one list answers with. */
export const ADMIN_REVIEWS_LIMIT = 100;

async function adminCall<Input, Result>(
  name: string,
  data: unknown,
  context: ReviewCallContext,
  input: z.ZodMiniType<Input>,
  work: (input: Input, adminUid: string) => Promise<Result>,
): Promise<Result> {
  const uid = context.caller?.uid;
  if (!uid) throw new CallableProblem('unauthenticated', reviewAdminMessages.unauthenticated);
  if (!(await context.isAdmin(uid))) {
    throw new CallableProblem('permission-denied', reviewAdminMessages.permissionDenied);
  }
  const parsed = input.safeParse(data ?? {});
  if (!parsed.success) throw new CallableProblem('invalid-argument', reviewAdminMessages.unreadable);
  return withInternalMessage(reviewAdminMessages.internal, context.log, name, () => work(parsed.data, uid));
}

const listInput = z.strictObject({ status: z.enum(['published', 'held', 'rejected']) });

export function listReviewsForAdmin(
  data: unknown,
  context: ReviewCallContext,
): Promise<{ reviews: AdminReviewAnswer[] }> {
  return adminCall('listReviewsForAdmin', data, context, listInput, async ({ status }) => {
    const found = await context.store.query(reviewCollections.reviews, {
      where: { field: 'status', equals: status satisfies ReviewStatus },
      orderBy: { field: 'created_at', direction: 'desc' },
      limit: ADMIN_REVIEWS_LIMIT,
    });
    return {
      reviews: found.flatMap(({ id, data: stored }) => {
        const review = reviewDocument(stored);
        return review ? [adminReviewAnswer(id, review)] : [];
      }),
    };
  });
}

/** Reads a review within `transaction`, or refuses: it no longer exists. */
async function storedReview(transaction: StoreTransaction, id: string): Promise<ReviewDocument> {
  const review = reviewDocument(await transaction.get(reviewCollections.reviews, id));
  if (!review) throw new CallableProblem('not-found', reviewAdminMessages.notFound);
  return review;
}

const decideInput = z.discriminatedUnion('decision', [
  z.strictObject({ reviewId: reviewIdSchema, decision: z.literal('publish') }),
  z.strictObject({ reviewId: reviewIdSchema, decision: z.literal('reject'), rule: z.enum(REVIEW_RULES) }),
]);

export function decideReview(
  data: unknown,
  context: ReviewCallContext,
): Promise<{ review: AdminReviewAnswer }> {
  return adminCall('decideReview', data, context, decideInput, async (input, adminUid) => {
    const { after, changed } = await context.store.transaction(async (transaction) => {
      const before = await storedReview(transaction, input.reviewId);
      const summary = await readSummary(transaction, before.product_handle);
      if (input.decision === 'publish' && before.status !== 'held') {
        throw new CallableProblem('failed-precondition', reviewAdminMessages.publishHeldOnly);
      }
      if (input.decision === 'reject' && before.status === 'rejected') {
        throw new CallableProblem('failed-precondition', reviewAdminMessages.rejectedAlready);
      }
      const decided: ReviewDocument = {
        ...before,
        status: input.decision === 'publish' ? 'published' : 'rejected',
        rules: input.decision === 'publish' ? [] : [input.rule],
        decided_at: context.now(),
        decided_by: adminUid,
      };
      transaction.set(reviewCollections.reviews, input.reviewId, { ...decided });
      const moved = writeSummaryChange(transaction, before.product_handle, summary, before, decided);
      return { after: decided, changed: moved !== null };
    });
    context.log('info', `Review ${input.reviewId} ${after.status} by an admin`, {
      uid: adminUid,
      rules: after.rules,
    });
    if (changed) await updateMetafields(context, after.product_handle);
    return { review: adminReviewAnswer(input.reviewId, after) };
  });
}

const replyInput = z.strictObject({ reviewId: reviewIdSchema, text: z.string() });

export function replyToReview(
  data: unknown,
  context: ReviewCallContext,
): Promise<{ review: AdminReviewAnswer }> {
  return adminCall('replyToReview', data, context, replyInput, async ({ reviewId, text }) => {
    const reply = text.trim();
    if (reply.length > reviewLimits.reply.max) {
      throw new CallableProblem('invalid-argument', reviewAdminMessages.replyTooLong, {
        problems: { text: reviewAdminMessages.replyTooLong },
      });
    }
    const after = await context.store.transaction(async (transaction) => {
      const before = await storedReview(transaction, reviewId);
      const answered: ReviewDocument = {
        ...before,
        reply: reply ? { text: reply, at: context.now() } : null,
      };
      transaction.set(reviewCollections.reviews, reviewId, { ...answered });
      return answered;
    });
    context.log('info', `Review ${reviewId}: reply ${reply ? 'written' : 'removed'}`);
    return { review: adminReviewAnswer(reviewId, after) };
  });
}
