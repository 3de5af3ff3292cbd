/**
 * The shopper's reviews callables over a memory store and memory ports: every transition of a
 * review and of its product's summary (and the shop's metafields after it), the verified buyer,
 * the helpful votes, the refusals and their words, and that a refused call writes nothing.
 */
import { describe, expect, it } from 'vitest';
import { reviewDraftProblems, type ReviewDraft } from '../../../src/domain/reviews/review';
import { refusal } from '../test-support/inbox-context.js';
import { testReviewContext } from '../test-support/review-context.js';
import { deleteReview, markReviewHelpful, reviewMessages, submitReview } from './index.js';
import { decideReview } from './admin-reviews.js';

const draft: ReviewDraft = {
  productHandle: 'ashwagandha-calm',
  rating: 4,
  title: '  Calmer evenings ',
  body: 'I take two capsules after dinner and fall asleep more easily. Mild taste.',
  name: 'maya  johnson',
  incentivized: false,
};
const heldDraft = {
  ...draft,
  body: 'Same thing is sold at example.com for less, but the capsules are fine.',
};
const mayaReview = 'ashwagandha-calm__maya-uid';
const stars = (counts: Partial<Record<1 | 2 | 3 | 4 | 5, number>>) => ({
  1: 0,
  2: 0,
  3: 0,
  4: 0,
  5: 0,
  ...counts,
});

describe('submitReview', () => {
  it('publishes a review that breaks no rule, counts it in the summary and writes the shop’s figures', async () => {
    const { as, memory, metafieldWrites } = testReviewContext();
    const { review } = await submitReview(draft, as('maya'));
    expect(review).toEqual({
      id: mayaReview,
      productHandle: 'ashwagandha-calm',
      rating: 4,
      title: 'Calmer evenings',
      body: draft.body,
      author: 'Maya J.',
      createdAt: '2026-03-02T10:00:00.000Z',
      updatedAt: null,
      verifiedBuyer: true,
      incentivized: false,
      staff: false,
      helpfulCount: 0,
      reply: null,
      status: 'published',
      rules: [],
    });
    expect(memory.get('reviews', mayaReview)).toEqual({
      product_handle: 'ashwagandha-calm',
      product_title: 'Ashwagandha Calm',
      uid: 'maya-uid',
      author: 'Maya J.',
      rating: 4,
      title: 'Calmer evenings',
      body: draft.body,
      incentivized: false,
      verified_buyer: true,
      staff: false,
      status: 'published',
      rules: [],
      helpful_count: 0,
      reply: null,
      created_at: new Date('2026-03-02T10:00:00.000Z'),
      updated_at: null,
      decided_at: null,
      decided_by: null,
    });
    expect(memory.get('review_summaries', 'ashwagandha-calm')).toEqual({
      count: 1,
      sum: 4,
      stars: stars({ 4: 1 }),
    });
    expect(metafieldWrites).toEqual([
      { productHandle: 'ashwagandha-calm', summary: { count: 1, sum: 4, stars: stars({ 4: 1 }) } },
    ]);
  });

  it('holds a review a rule holds, keeps the rule, and leaves the summary and the shop’s figures alone', async () => {
    const { as, memory, metafieldWrites } = testReviewContext();
    const { review } = await submitReview(heldDraft, as('maya'));
    expect(review).toMatchObject({ status: 'held', rules: ['link'] });
    expect(memory.get('reviews', mayaReview)).toMatchObject({ status: 'held', rules: ['link'] });
    expect(memory.get('review_summaries', 'ashwagandha-calm')).toBeUndefined();
    expect(metafieldWrites).toEqual([]);
  });

  it('publishes a harsh one-star review: never held for its stars or tone', async () => {
    const { as } = testReviewContext();
    const harsh = {
      ...draft,
      rating: 1,
      title: 'Waste of money',
      body: 'Awful taste, huge capsules, and I felt nothing at all after 3 weeks. The worst I have tried.',
    };
    expect((await submitReview(harsh, as('maya'))).review).toMatchObject({ status: 'published', rating: 1 });
  });

  it('edits the caller’s one review: published → held takes it out of the summary, keeps its first date', async () => {
    const { as, memory, clock, metafieldWrites } = testReviewContext();
    await submitReview(draft, as('maya'));
    clock.now = new Date('2026-03-05T08:00:00.000Z');
    const { review } = await submitReview(heldDraft, as('maya'));
    expect(review).toMatchObject({
      id: mayaReview,
      status: 'held',
      createdAt: '2026-03-02T10:00:00.000Z',
      updatedAt: '2026-03-05T08:00:00.000Z',
    });
    expect(memory.documents('reviews')).toHaveLength(1);
    expect(memory.get('review_summaries', 'ashwagandha-calm')).toEqual({
      count: 0,
      sum: 0,
      stars: stars({}),
    });
    expect(metafieldWrites.at(-1)?.summary).toEqual({ count: 0, sum: 0, stars: stars({}) });
  });

  it('moves the stars of an edited published review', async () => {
    const { as, memory } = testReviewContext();
    await submitReview(draft, as('maya'));
    await submitReview({ ...draft, rating: 2 }, as('maya'));
    expect(memory.get('review_summaries', 'ashwagandha-calm')).toEqual({
      count: 1,
      sum: 2,
      stars: stars({ 2: 1 }),
    });
  });

  it('marks a verified buyer only when the token’s email is verified and the shop has its order', async () => {
    const { as } = testReviewContext();
    expect((await submitReview(draft, as('maya'))).review.verifiedBuyer).toBe(true);
    // sam ordered it, but the email is not verified.
    expect((await submitReview(draft, as('sam'))).review.verifiedBuyer).toBe(false);
    // lee is verified, but bought nothing.
    expect((await submitReview(draft, as('lee'))).review.verifiedBuyer).toBe(false);
  });

  it('marks a review not verified, and logs why, when the shop cannot be asked for orders', async () => {
    const { as, logged } = testReviewContext();
    const context = { ...as('maya'), orders: { hasOrdered: () => Promise.reject(new Error('Shopify 503')) } };
    expect((await submitReview(draft, context)).review).toMatchObject({
      status: 'published',
      verifiedBuyer: false,
    });
    expect(logged.some(({ level }) => level === 'warn')).toBe(true);
  });

  it('marks an admin’s review as staff', async () => {
    const { as } = testReviewContext();
    expect((await submitReview(draft, as('admin'))).review.staff).toBe(true);
  });

  it('sends a rejected review back to the admin when edited, for the rule it was rejected for', async () => {
    const { as } = testReviewContext();
    await submitReview(draft, as('maya'));
    await decideReview({ reviewId: mayaReview, decision: 'reject', rule: 'off-topic' }, as('admin'));
    const { review } = await submitReview({ ...draft, title: 'Calm evenings' }, as('maya'));
    expect(review).toMatchObject({ status: 'held', rules: ['off-topic'] });
  });

  it('refuses a guest, and writes nothing', async () => {
    const { as, memory } = testReviewContext();
    expect(await refusal(submitReview(draft, as(null)))).toEqual({
      code: 'unauthenticated',
      message: 'Sign in to write a review.',
      details: undefined,
    });
    expect(memory.writes).toEqual([]);
  });

  it.each<[string, Partial<ReviewDraft>]>([
    ['no stars', { rating: 0 }],
    ['half stars', { rating: 4.5 }],
    ['a title too short', { title: 'OK' }],
    ['a text too short', { body: 'Nice.' }],
    ['a text too long', { body: 'x'.repeat(3001) }],
    ['no name', { name: ' 123 ' }],
  ])('refuses %s with the form’s own problems per field, and writes nothing', async (_label, change) => {
    const { as, memory } = testReviewContext();
    const values = { ...draft, ...change };
    const problems = reviewDraftProblems(values);
    expect(Object.keys(problems).length).toBeGreaterThan(0);
    expect(await refusal(submitReview(values, as('maya')))).toEqual({
      code: 'invalid-argument',
      message: 'Please check the highlighted fields.',
      details: { problems },
    });
    expect(memory.writes).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['nothing', null],
    ['an unknown key', { ...draft, uid: 'someone-else' }],
    ['a missing field', { ...draft, incentivized: undefined }],
    ['a handle that is a path', { ...draft, productHandle: '../user_roles/maya-uid' }],
    ['stars as text', { ...draft, rating: '5' }],
  ])('refuses %s as unreadable, and writes nothing', async (_label, data) => {
    const { as, memory } = testReviewContext();
    expect(await refusal(submitReview(data, as('maya')))).toEqual({
      code: 'invalid-argument',
      message: reviewMessages.unreadable,
      details: undefined,
    });
    expect(memory.writes).toEqual([]);
  });

  it('refuses a product the shop does not have', async () => {
    const { as, memory } = testReviewContext();
    expect(await refusal(submitReview({ ...draft, productHandle: 'no-such-product' }, as('maya')))).toEqual({
      code: 'not-found',
      message: 'This product is no longer in the store.',
      details: undefined,
    });
    expect(memory.writes).toEqual([]);
  });

  it('takes ten changes per account an hour; the eleventh is refused and writes nothing', async () => {
    const { as, memory, clock } = testReviewContext();
    for (let call = 0; call < 10; call += 1)
      await submitReview({ ...draft, rating: (call % 5) + 1 }, as('maya'));
    const written = memory.writes.length;
    expect(await refusal(submitReview(draft, as('maya')))).toEqual({
      code: 'resource-exhausted',
      message: reviewMessages.rateLimited,
      details: undefined,
    });
    expect(memory.writes).toHaveLength(written);
    clock.now = new Date(clock.now.getTime() + 60 * 60 * 1000);
    await expect(submitReview(draft, as('maya'))).resolves.toHaveProperty('review');
  });

  it('keeps the review when the shop’s figures cannot be written, and logs it', async () => {
    const { as, memory, logged } = testReviewContext();
    const context = {
      ...as('maya'),
      metafields: { setReviewFigures: () => Promise.reject(new Error('403')) },
    };
    await expect(submitReview(draft, context)).resolves.toHaveProperty('review.status', 'published');
    expect(memory.get('review_summaries', 'ashwagandha-calm')).toMatchObject({ count: 1 });
    expect(
      logged.some(({ level, message }) => level === 'error' && message.includes('ashwagandha-calm')),
    ).toBe(true);
  });

  it('answers the internal message when the store fails', async () => {
    const { as } = testReviewContext();
    const context = as('maya');
    const broken = {
      ...context,
      store: { ...context.store, transaction: () => Promise.reject(new Error('down')) },
    };
    expect(await refusal(submitReview(draft, broken))).toEqual({
      code: 'internal',
      message: 'We could not save your review right now. Please try again.',
      details: undefined,
    });
  });
});

describe('deleteReview', () => {
  it('deletes the author’s published review and takes it out of the summary and the shop’s figures', async () => {
    const { as, memory, metafieldWrites } = testReviewContext();
    await submitReview(draft, as('maya'));
    await submitReview({ ...draft, rating: 5 }, as('lee'));
    expect(await deleteReview({ productHandle: 'ashwagandha-calm' }, as('maya'))).toEqual({ deleted: true });
    expect(memory.get('reviews', mayaReview)).toBeUndefined();
    expect(memory.get('review_summaries', 'ashwagandha-calm')).toEqual({
      count: 1,
      sum: 5,
      stars: stars({ 5: 1 }),
    });
    expect(metafieldWrites.at(-1)?.summary).toEqual({ count: 1, sum: 5, stars: stars({ 5: 1 }) });
  });

  it('deletes a held review and leaves the summary as it was', async () => {
    const { as, memory, metafieldWrites } = testReviewContext();
    await submitReview({ ...draft, rating: 5 }, as('lee'));
    await submitReview(heldDraft, as('maya'));
    const summary = memory.get('review_summaries', 'ashwagandha-calm');
    const written = metafieldWrites.length;
    await deleteReview({ productHandle: 'ashwagandha-calm' }, as('maya'));
    expect(memory.get('reviews', mayaReview)).toBeUndefined();
    expect(memory.get('review_summaries', 'ashwagandha-calm')).toEqual(summary);
    expect(metafieldWrites).toHaveLength(written);
  });

  it('deletes only the caller’s own review: another’s is out of reach, and none is not found', async () => {
    const { as, memory } = testReviewContext();
    await submitReview(draft, as('maya'));
    expect(await refusal(deleteReview({ productHandle: 'ashwagandha-calm' }, as('lee')))).toEqual({
      code: 'not-found',
      message: 'You have no review of this product.',
      details: undefined,
    });
    expect(memory.get('reviews', mayaReview)).toBeDefined();
    expect(await refusal(deleteReview({ productHandle: 'ashwagandha-calm' }, as(null)))).toMatchObject({
      code: 'unauthenticated',
      message: 'Sign in to delete your review.',
    });
    expect(await refusal(deleteReview({ reviewId: mayaReview }, as('maya')))).toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('takes the review’s votes with it, so a new review of the product starts afresh', async () => {
    const { as, memory } = testReviewContext();
    await submitReview(draft, as('maya'));
    await markReviewHelpful({ reviewId: mayaReview }, as('lee'));
    await deleteReview({ productHandle: 'ashwagandha-calm' }, as('maya'));
    expect(memory.documents('review_votes')).toEqual([]);
    await submitReview(draft, as('maya'));
    expect(await markReviewHelpful({ reviewId: mayaReview }, as('lee'))).toEqual({ helpfulCount: 1 });
  });
});

describe('markReviewHelpful', () => {
  it('counts one vote per account: a second changes nothing', async () => {
    const { as, memory } = testReviewContext();
    await submitReview(draft, as('maya'));
    expect(await markReviewHelpful({ reviewId: mayaReview }, as('lee'))).toEqual({ helpfulCount: 1 });
    expect(await markReviewHelpful({ reviewId: mayaReview }, as('lee'))).toEqual({ helpfulCount: 1 });
    expect(await markReviewHelpful({ reviewId: mayaReview }, as('sam'))).toEqual({ helpfulCount: 2 });
    expect(memory.get('reviews', mayaReview)).toMatchObject({ helpful_count: 2, updated_at: null });
    expect(
      memory
        .documents('review_votes')
        .map(({ id }) => id)
        .sort(),
    ).toEqual([`${mayaReview}__lee-uid`, `${mayaReview}__sam-uid`]);
    // An edit keeps the votes.
    await submitReview({ ...draft, rating: 5 }, as('maya'));
    expect(memory.get('reviews', mayaReview)).toMatchObject({ helpful_count: 2 });
  });

  it('refuses a vote for one’s own review', async () => {
    const { as, memory } = testReviewContext();
    await submitReview(draft, as('maya'));
    const written = memory.writes.length;
    expect(await refusal(markReviewHelpful({ reviewId: mayaReview }, as('maya')))).toEqual({
      code: 'permission-denied',
      message: 'You cannot mark your own review as helpful.',
      details: undefined,
    });
    expect(memory.writes).toHaveLength(written);
  });

  it('refuses a guest, and a review that is not published or does not exist', async () => {
    const { as } = testReviewContext();
    await submitReview(heldDraft, as('maya'));
    expect(await refusal(markReviewHelpful({ reviewId: mayaReview }, as(null)))).toMatchObject({
      code: 'unauthenticated',
      message: 'Sign in to mark a review as helpful.',
    });
    for (const reviewId of [mayaReview, 'ashwagandha-calm__nobody']) {
      expect(await refusal(markReviewHelpful({ reviewId }, as('lee')))).toEqual({
        code: 'not-found',
        message: 'This review is no longer shown.',
        details: undefined,
      });
    }
    expect(await refusal(markReviewHelpful({ reviewId: 'reviews/x' }, as('lee')))).toMatchObject({
      code: 'invalid-argument',
    });
  });

  it('takes thirty votes per account an hour', async () => {
    const { as, memory } = testReviewContext();
    for (let index = 0; index < 31; index += 1) {
      memory.put('reviews', `vitamin-d3-k2__uid-${index}`, {
        product_handle: 'vitamin-d3-k2',
        uid: `uid-${index}`,
        rating: 5,
        status: 'published',
        helpful_count: 0,
        created_at: new Date('2026-01-01T00:00:00Z'),
      });
    }
    for (let index = 0; index < 30; index += 1) {
      await markReviewHelpful({ reviewId: `vitamin-d3-k2__uid-${index}` }, as('lee'));
    }
    expect(await refusal(markReviewHelpful({ reviewId: 'vitamin-d3-k2__uid-30' }, as('lee')))).toMatchObject({
      code: 'resource-exhausted',
      message: reviewMessages.voteRateLimited,
    });
  });
});
