/**
 * The admin's reviews callables over a memory store: the list by status, publishing a held
 * review and rejecting a held or published one (the summary and the shop's figures move in step),
 * the public reply, and the checks every admin call makes first.
 */
import { describe, expect, it } from 'vitest';
import type { ReviewDraft } from '../../../src/domain/reviews/review';
import { refusal } from '../test-support/inbox-context.js';
import { testReviewContext } from '../test-support/review-context.js';
import {
  decideReview,
  listReviewsForAdmin,
  replyToReview,
  reviewAdminMessages,
  submitReview,
} from './index.js';

const draft: ReviewDraft = {
  productHandle: 'ashwagandha-calm',
  rating: 5,
  title: 'Calmer evenings',
  body: 'I take two capsules after dinner and fall asleep more easily.',
  name: 'Maya Johnson',
  incentivized: true,
};
const heldDraft = { ...draft, body: 'Call me on 212-555-0187 and I will tell you how I take the capsules.' };
const mayaReview = 'ashwagandha-calm__maya-uid';
const stars = (counts: Partial<Record<1 | 2 | 3 | 4 | 5, number>>) => ({
  1: 0,
  2: 0,
  3: 0,
  4: 0,
  5: 0,
  ...counts,
});

describe('decideReview', () => {
  it('publishes a held review: counted in the summary, the shop’s figures written, who and when kept', async () => {
    const { as, memory, metafieldWrites, clock } = testReviewContext();
    await submitReview(heldDraft, as('maya'));
    clock.now = new Date('2026-03-03T09:30:00.000Z');
    const { review } = await decideReview({ reviewId: mayaReview, decision: 'publish' }, as('admin'));
    expect(review).toMatchObject({
      id: mayaReview,
      productTitle: 'Ashwagandha Calm',
      status: 'published',
      rules: [],
      incentivized: true,
      createdAt: '2026-03-02T10:00:00.000Z',
    });
    expect(memory.get('reviews', mayaReview)).toMatchObject({
      status: 'published',
      decided_at: new Date('2026-03-03T09:30:00.000Z'),
      decided_by: 'admin-uid',
    });
    expect(memory.get('review_summaries', 'ashwagandha-calm')).toEqual({
      count: 1,
      sum: 5,
      stars: stars({ 5: 1 }),
    });
    expect(metafieldWrites.at(-1)).toEqual({
      productHandle: 'ashwagandha-calm',
      summary: { count: 1, sum: 5, stars: stars({ 5: 1 }) },
    });
  });

  it('rejects a published review for a rule: kept with its reason, taken out of the summary', async () => {
    const { as, memory, metafieldWrites } = testReviewContext();
    await submitReview(draft, as('maya'));
    const { review } = await decideReview(
      { reviewId: mayaReview, decision: 'reject', rule: 'off-topic' },
      as('admin'),
    );
    expect(review).toMatchObject({ status: 'rejected', rules: ['off-topic'] });
    expect(memory.get('reviews', mayaReview)).toMatchObject({
      status: 'rejected',
      rules: ['off-topic'],
      decided_by: 'admin-uid',
    });
    expect(memory.get('review_summaries', 'ashwagandha-calm')).toEqual({
      count: 0,
      sum: 0,
      stars: stars({}),
    });
    expect(metafieldWrites.at(-1)?.summary.count).toBe(0);
  });

  it('rejects a held review without touching the summary or the shop’s figures', async () => {
    const { as, memory, metafieldWrites } = testReviewContext();
    await submitReview(heldDraft, as('maya'));
    await decideReview({ reviewId: mayaReview, decision: 'reject', rule: 'personal-data' }, as('admin'));
    expect(memory.get('reviews', mayaReview)).toMatchObject({ status: 'rejected', rules: ['personal-data'] });
    expect(memory.get('review_summaries', 'ashwagandha-calm')).toBeUndefined();
    expect(metafieldWrites).toEqual([]);
  });

  it('publishes only a held review, and rejects a review once', async () => {
    const { as, memory } = testReviewContext();
    await submitReview(draft, as('maya'));
    expect(await refusal(decideReview({ reviewId: mayaReview, decision: 'publish' }, as('admin')))).toEqual({
      code: 'failed-precondition',
      message: 'Only a held review can be published.',
      details: undefined,
    });
    await decideReview({ reviewId: mayaReview, decision: 'reject', rule: 'link' }, as('admin'));
    const written = memory.writes.length;
    expect(
      await refusal(
        decideReview({ reviewId: mayaReview, decision: 'reject', rule: 'profanity' }, as('admin')),
      ),
    ).toMatchObject({ code: 'failed-precondition', message: 'This review was rejected already.' });
    expect(
      await refusal(decideReview({ reviewId: mayaReview, decision: 'publish' }, as('admin'))),
    ).toMatchObject({
      code: 'failed-precondition',
    });
    expect(memory.writes).toHaveLength(written);
  });

  it('refuses a review that does not exist, a rule that is not one, and a decision without a rule', async () => {
    const { as } = testReviewContext();
    expect(
      await refusal(decideReview({ reviewId: 'ashwagandha-calm__nobody', decision: 'publish' }, as('admin'))),
    ).toEqual({ code: 'not-found', message: 'This review no longer exists.', details: undefined });
    for (const data of [
      { reviewId: mayaReview, decision: 'reject', rule: 'one-star' },
      { reviewId: mayaReview, decision: 'reject' },
      { reviewId: mayaReview, decision: 'hide' },
    ]) {
      expect(await refusal(decideReview(data, as('admin')))).toMatchObject({
        code: 'invalid-argument',
        message: reviewAdminMessages.unreadable,
      });
    }
  });
});

describe('replyToReview', () => {
  it('keeps the store’s public reply with its time, and an empty text removes it', async () => {
    const { as, memory, clock } = testReviewContext();
    await submitReview(draft, as('maya'));
    clock.now = new Date('2026-03-04T12:00:00.000Z');
    const { review } = await replyToReview(
      { reviewId: mayaReview, text: '  Thank you, Maya!  ' },
      as('admin'),
    );
    expect(review.reply).toEqual({ text: 'Thank you, Maya!', at: '2026-03-04T12:00:00.000Z' });
    expect(memory.get('reviews', mayaReview)).toMatchObject({
      reply: { text: 'Thank you, Maya!', at: new Date('2026-03-04T12:00:00.000Z') },
      status: 'published',
    });
    // The author's edit keeps it.
    expect((await submitReview({ ...draft, rating: 4 }, as('maya'))).review.reply?.text).toBe(
      'Thank you, Maya!',
    );
    expect((await replyToReview({ reviewId: mayaReview, text: ' ' }, as('admin'))).review.reply).toBeNull();
  });

  it('refuses a reply over the limit, in words, and writes nothing', async () => {
    const { as, memory } = testReviewContext();
    await submitReview(draft, as('maya'));
    const written = memory.writes.length;
    expect(
      await refusal(replyToReview({ reviewId: mayaReview, text: 'x'.repeat(2001) }, as('admin'))),
    ).toEqual({
      code: 'invalid-argument',
      message: 'Please keep the reply to at most 2000 characters.',
      details: { problems: { text: 'Please keep the reply to at most 2000 characters.' } },
    });
    expect(memory.writes).toHaveLength(written);
  });
});

describe('listReviewsForAdmin', () => {
  it('lists the reviews of one status, newest first, with the product’s title', async () => {
    const { as, clock } = testReviewContext();
    await submitReview(heldDraft, as('maya'));
    clock.now = new Date('2026-03-02T11:00:00.000Z');
    await submitReview({ ...heldDraft, productHandle: 'vitamin-d3-k2' }, as('lee'));
    await submitReview(draft, as('sam'));
    const { reviews } = await listReviewsForAdmin({ status: 'held' }, as('admin'));
    expect(reviews.map((review) => [review.id, review.productTitle, review.rules])).toEqual([
      ['vitamin-d3-k2__lee-uid', 'Vitamin D3 + K2', ['personal-data']],
      [mayaReview, 'Ashwagandha Calm', ['personal-data']],
    ]);
    expect((await listReviewsForAdmin({ status: 'published' }, as('admin'))).reviews).toHaveLength(1);
    expect((await listReviewsForAdmin({ status: 'rejected' }, as('admin'))).reviews).toEqual([]);
  });

  it('answers at most 100', async () => {
    const { as, memory } = testReviewContext();
    for (let index = 0; index < 105; index += 1) {
      memory.put('reviews', `vitamin-d3-k2__uid-${index}`, {
        product_handle: 'vitamin-d3-k2',
        uid: `uid-${index}`,
        rating: 3,
        status: 'held',
        rules: ['link'],
        created_at: new Date(Date.UTC(2026, 0, 1, 0, index)),
      });
    }
    const { reviews } = await listReviewsForAdmin({ status: 'held' }, as('admin'));
    expect(reviews).toHaveLength(100);
    expect(reviews[0]?.id).toBe('vitamin-d3-k2__uid-104');
  });
});

describe('every admin call', () => {
  const calls = [
    ['listReviewsForAdmin', () => listReviewsForAdmin, { status: 'held' }],
    ['decideReview', () => decideReview, { reviewId: mayaReview, decision: 'publish' }],
    ['replyToReview', () => replyToReview, { reviewId: mayaReview, text: 'Thanks' }],
  ] as const;

  it.each(calls)(
    '%s refuses a guest and a shopper who is not an admin, and changes nothing',
    async (_name, fn, data) => {
      const { as, memory } = testReviewContext();
      await submitReview(heldDraft, as('maya'));
      const written = memory.writes.length;
      expect(await refusal(fn()(data, as(null)))).toEqual({
        code: 'unauthenticated',
        message: 'Sign in as an administrator to moderate reviews.',
        details: undefined,
      });
      expect(await refusal(fn()(data, as('maya')))).toEqual({
        code: 'permission-denied',
        message: 'Only administrators can moderate reviews.',
        details: undefined,
      });
      expect(memory.writes).toHaveLength(written);
      expect(memory.get('reviews', mayaReview)).toMatchObject({ status: 'held', reply: null });
    },
  );
});
