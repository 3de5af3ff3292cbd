/**
 * `submitReview`: creates or edits the caller's one review of a product. The draft is checked with
 * the form's very rule (`reviewDraftProblems`), so the server refuses what the browser would have
 * refused, in the same words per field. The review is published at once unless one of the
 * published rules holds it (`reviewHoldRules`), never for its stars; the product's summary moves
 * in the same transaction, and then the shop's metafields.
 *
 * - author: the name as shown ("Maya J."); the name typed is not kept;
 * - verified buyer: the token's email is verified and the shop has an order from it with the
 *   product (when the shop cannot be asked, not verified, and logged);
 * - staff: the caller is an admin;
 * - an edit keeps the first submission's date, the helpful votes and the store's reply; a review an
 *   admin rejected goes back to the admin when edited (held, for the rule it was rejected for,
 *   unless other rules hold it now).
 */
import * as z from 'zod/mini';
import { reviewHoldRules } from '../../../src/domain/reviews/moderation';
import {
  reviewDraftProblems,
  reviewId,
  shownName,
  type OwnReview,
  type ReviewRule,
  type Stars,
} from '../../../src/domain/reviews/review';
import { CallableProblem, withInternalMessage } from '../callable-problem.js';
import { checkRateLimits } from '../rate-limit.js';
import { reviewMessages } from './messages.js';
import type { ReviewCallContext, ReviewCaller } from './review-context.js';
import {
  ownReviewAnswer,
  readSummary,
  reviewCollections,
  reviewDocument,
  updateMetafields,
  writeSummaryChange,
  type ReviewDocument,
} from './review-documents.js';

/** A Shopify product handle: lower-case letters and digits in words joined by dashes. */
export const productHandleSchema = z.string().check(z.maxLength(255), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

const draftInput = z.strictObject({
  productHandle: productHandleSchema,
  rating: z.number(),
  title: z.string(),
  body: z.string(),
  name: z.string(),
  incentivized: z.boolean(),
});

async function isVerifiedBuyer(caller: ReviewCaller, productHandle: string, context: ReviewCallContext) {
  if (!caller.emailVerified || !caller.email) return false;
  try {
    return await context.orders.hasOrdered(caller.email, productHandle);
  } catch (error) {
    context.log('warn', 'Could not ask the shop for the caller’s orders; not marked verified', String(error));
    return false;
  }
}

export async function submitReview(
  data: unknown,
  context: ReviewCallContext,
): Promise<{ review: OwnReview }> {
  const { caller } = context;
  if (!caller) throw new CallableProblem('unauthenticated', reviewMessages.signInToReview);
  const parsed = draftInput.safeParse(data);
  if (!parsed.success) throw new CallableProblem('invalid-argument', reviewMessages.unreadable);
  const draft = parsed.data;
  const problems = reviewDraftProblems(draft);
  if (Object.keys(problems).length > 0) {
    throw new CallableProblem('invalid-argument', reviewMessages.checkFields, { problems });
  }

  return withInternalMessage(reviewMessages.internal, context.log, 'submitReview', async () => {
    const product = await context.catalogue.product(draft.productHandle);
    if (!product) throw new CallableProblem('not-found', reviewMessages.productNotFound);
    const verifiedBuyer = await isVerifiedBuyer(caller, draft.productHandle, context);
    const staff = await context.isAdmin(caller.uid);
    const author = shownName(draft.name);
    const title = draft.title.trim();
    const body = draft.body.trim();
    // The name shown is part of what others read.
    const rules = reviewHoldRules({ title, body: `${body}\n${author}` });
    const id = reviewId(draft.productHandle, caller.uid);
    const now = context.now();

    const saved = await context.store.transaction(async (transaction) => {
      const limits = await checkRateLimits(transaction, [{ kind: 'review-account', key: caller.uid }], now);
      const before = reviewDocument(await transaction.get(reviewCollections.reviews, id));
      const summary = await readSummary(transaction, draft.productHandle);
      if (limits.exceeded) return null;
      limits.record();
      const backToAdmin: ReviewRule[] = before?.status === 'rejected' ? before.rules : [];
      const holdFor = rules.length > 0 ? rules : backToAdmin;
      const after: ReviewDocument = {
        product_handle: draft.productHandle,
        product_title: product.title,
        uid: caller.uid,
        author,
        rating: draft.rating as Stars,
        title,
        body,
        incentivized: draft.incentivized,
        verified_buyer: verifiedBuyer,
        staff,
        status: holdFor.length > 0 ? 'held' : 'published',
        rules: holdFor,
        helpful_count: before?.helpful_count ?? 0,
        reply: before?.reply ?? null,
        created_at: before?.created_at ?? now,
        updated_at: before ? now : null,
        decided_at: null,
        decided_by: null,
      };
      transaction.set(reviewCollections.reviews, id, { ...after });
      const changed = writeSummaryChange(transaction, draft.productHandle, summary, before, after);
      return { after, changed: changed !== null };
    });
    if (!saved) throw new CallableProblem('resource-exhausted', reviewMessages.rateLimited);
    context.log('info', `Review ${id} ${saved.after.status}`, { rules: saved.after.rules });
    if (saved.changed) await updateMetafields(context, draft.productHandle);
    return { review: ownReviewAnswer(id, saved.after) };
  });
}
