// @vitest-environment node
/**
 * The default store's sample reviews: what a shopper reads under every product and the figures on
 * every card, which must agree, read like a real store's reviews and pass the store's own rules.
 */
import { describe, expect, it, vi } from 'vitest';
import { findDiseaseClaims } from '../../src/domain/claims';
import { reviewId, reviewLimits, shownName } from '../../src/domain/reviews/review';
import { averageRating } from '../../src/domain/reviews/summary';
import { DocumentStore, memoryTable } from '../firebase/firestore-store';
import { fromFields } from '../firebase/firestore-values';
import { seedDocuments } from '../firebase/mock-firestore';
import { catalogue, findCollectionByHandle, findProductByHandle } from './catalogue';
import { reviewDocument, seedReviewers, seedReviews, seedReviewSummaries } from './reviews';
import { seededUsers } from './users';

const DAY = 86_400_000;
const now = new Date('2026-06-01T12:00:00Z');
const reviewsOf = (handle: string) => seedReviews.filter((review) => review.fields.product_handle === handle);
const texts = seedReviews.flatMap((review) => [
  { id: review.id, text: review.fields.title },
  { id: review.id, text: review.fields.body },
  ...(review.reply ? [{ id: review.id, text: review.reply.text }] : []),
]);

describe('sample reviews', () => {
  it('rates every catalogue product from its published reviews: the average to one decimal and the count', () => {
    for (const product of catalogue) {
      const ratings = reviewsOf(product.handle).map((review) => review.fields.rating);
      const sum = ratings.reduce((total, rating) => total + rating, 0);
      expect(product.reviewCount, product.handle).toBe(ratings.length);
      expect(product.rating, product.handle).toBe(
        ratings.length > 0 ? Math.round((sum / ratings.length) * 10) / 10 : 0,
      );
      const summary = seedReviewSummaries[product.handle];
      if (ratings.length === 0) expect(summary, product.handle).toBeUndefined();
      else {
        expect(summary, product.handle).toEqual({
          count: ratings.length,
          sum,
          stars: Object.fromEntries(
            [1, 2, 3, 4, 5].map((stars) => [stars, ratings.filter((rating) => rating === stars).length]),
          ),
        });
        expect(averageRating(summary!)).toBe(product.rating);
      }
    }
  });

  it('spreads the stars as a real store’s: mostly 4 and 5, some 3, a few 1 and 2', () => {
    const stars = [1, 2, 3, 4, 5].map(
      (rating) => seedReviews.filter((review) => review.fields.rating === rating).length,
    );
    const [one, two, three, four, five] = stars as [number, number, number, number, number];
    expect(seedReviews.length).toBeGreaterThan(400);
    expect(five).toBeGreaterThan(four);
    expect(four).toBeGreaterThan(three);
    expect((four + five) / seedReviews.length).toBeGreaterThan(0.75);
    expect(three).toBeGreaterThan(10);
    expect(one + two).toBeGreaterThan(10);
    expect(five / seedReviews.length).toBeLessThan(0.8);
    // Some products are loved, some divide opinion.
    const rated = catalogue.filter((product) => product.reviewCount >= 5).map((product) => product.rating);
    expect(Math.max(...rated)).toBeGreaterThanOrEqual(4.8);
    expect(Math.min(...rated)).toBeLessThan(4.2);
  });

  it('leaves a few products without reviews, and gives the bestsellers the most', () => {
    const without = catalogue.filter((product) => product.reviewCount === 0);
    expect(without.length).toBeGreaterThanOrEqual(3);
    expect(without.length).toBeLessThanOrEqual(8);
    const bestsellers = findCollectionByHandle('bestsellers')!.productNumbers;
    const fewestOfBest = Math.min(
      ...bestsellers.map((number) => catalogue.find((product) => product.number === number)!.reviewCount),
    );
    expect(fewestOfBest).toBeGreaterThanOrEqual(12);
    expect(Math.max(...catalogue.map((product) => product.reviewCount))).toBeLessThanOrEqual(20);
  });

  it('writes one review per product and reviewer, by seed reviewers who are not accounts', () => {
    const accounts = new Set(seededUsers.map((user) => user.uid));
    const reviewers = new Map(seedReviewers.map((reviewer) => [reviewer.uid, reviewer.name]));
    expect(new Set(seedReviews.map((review) => review.id)).size).toBe(seedReviews.length);
    for (const { id, fields } of seedReviews) {
      expect(id).toBe(reviewId(fields.product_handle, fields.uid));
      expect(accounts.has(fields.uid), id).toBe(false);
      expect(fields.uid).toMatch(/^seed-reviewer-\d\d$/);
      expect(fields.author, id).toBe(shownName(reviewers.get(fields.uid)!));
      expect(fields.product_title, id).toBe(findProductByHandle(fields.product_handle)?.title);
    }
  });

  it('keeps every review within the form’s limits, each product’s texts different', () => {
    for (const { id, fields } of seedReviews) {
      expect(fields.title.length, id).toBeGreaterThanOrEqual(reviewLimits.title.min);
      expect(fields.title.length, id).toBeLessThanOrEqual(reviewLimits.title.max);
      expect(fields.body.length, id).toBeGreaterThanOrEqual(reviewLimits.body.min);
      expect(fields.body.length, id).toBeLessThanOrEqual(reviewLimits.body.max);
    }
    for (const product of catalogue) {
      const bodies = reviewsOf(product.handle).map((review) => review.fields.body);
      expect(new Set(bodies).size, product.handle).toBe(bodies.length);
    }
    // From one line to a few paragraphs.
    const lengths = seedReviews.map((review) => review.fields.body.length);
    expect(Math.min(...lengths)).toBeLessThan(80);
    expect(
      seedReviews.filter((review) => review.fields.body.split('\n\n').length >= 3).length,
    ).toBeGreaterThan(50);
  });

  it('marks some verified buyers, some free or discounted products, and answers some reviewers', () => {
    const share = (test: (review: (typeof seedReviews)[number]) => boolean) =>
      seedReviews.filter(test).length / seedReviews.length;
    expect(share((review) => review.fields.verified_buyer)).toBeGreaterThan(0.4);
    expect(share((review) => review.fields.verified_buyer)).toBeLessThan(0.9);
    expect(share((review) => review.fields.incentivized)).toBeGreaterThan(0.03);
    expect(share((review) => review.fields.incentivized)).toBeLessThan(0.2);
    expect(share((review) => review.reply !== null)).toBeGreaterThan(0.05);
    // The store answers the unhappy reviewers most.
    const answered = (low: boolean) =>
      seedReviews.filter((review) => review.fields.rating <= 2 === low && review.reply).length /
      seedReviews.filter((review) => review.fields.rating <= 2 === low).length;
    expect(answered(true)).toBeGreaterThan(answered(false));
    for (const review of seedReviews) {
      expect(review.fields.staff).toBe(false);
      expect(review.fields.status).toBe('published');
      expect(review.fields.rules).toEqual([]);
      expect(review.fields.helpful_count).toBeGreaterThanOrEqual(0);
    }
  });

  it('makes no disease claim in any title, review or reply', () => {
    const claims = texts.flatMap(({ id, text }) => findDiseaseClaims(text).map((word) => `${id}: "${word}"`));
    expect(claims).toEqual([]);
  });

  it('holds no personal details or links (they would be held for an admin)', () => {
    const email = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
    const link = /https?:\/\/|www\.|\b[a-z0-9-]+\.(?:com|net|org|io|co|us|shop)\b/i;
    const phone = /\+?\d[\d\s().-]{6,}\d/;
    const street =
      /\b\d+\s+\w+(?:\s\w+)?\s(?:street|st|avenue|ave|road|rd|boulevard|blvd|lane|ln|drive|dr)\b/i;
    for (const { id, text } of texts) {
      for (const pattern of [email, link, phone, street]) expect(text, id).not.toMatch(pattern);
    }
  });

  it('dates reviews over the last 18 months, replies after them and never in the future', () => {
    const dates = seedReviews.map((review) => reviewDocument(review, now));
    const ages = dates.map(({ createdAt }) => (now.getTime() - createdAt.getTime()) / DAY);
    expect(Math.min(...ages)).toBeGreaterThan(0);
    expect(Math.min(...ages)).toBeLessThan(30);
    expect(Math.max(...ages)).toBeGreaterThan(365);
    expect(Math.max(...ages)).toBeLessThanOrEqual(548);
    for (const { createdAt, data } of dates) {
      const reply = data.reply as { at: Date } | null;
      if (reply) {
        expect(reply.at.getTime()).toBeGreaterThan(createdAt.getTime());
        expect(reply.at.getTime()).toBeLessThan(now.getTime());
      }
    }
  });

  it('is the same every time the store starts', async () => {
    vi.resetModules();
    const again = await import('./reviews');
    expect(again.seedReviews).toEqual(seedReviews);
    expect(again.seedReviewSummaries).toEqual(seedReviewSummaries);
  });
});

describe('sample reviews in the local Firestore', () => {
  const documents = new Map(seedDocuments(now).map((document) => [document.path, document]));

  it('holds every review in the documented shape, and each reviewed product’s summary', () => {
    for (const review of seedReviews) {
      const stored = documents.get(`reviews/${review.id}`);
      expect(stored, review.id).toBeDefined();
      const data = fromFields(stored!.fields);
      expect(Object.keys(data).sort()).toEqual(
        [
          'product_handle',
          'product_title',
          'uid',
          'author',
          'rating',
          'title',
          'body',
          'incentivized',
          'verified_buyer',
          'staff',
          'status',
          'rules',
          'helpful_count',
          'reply',
          'created_at',
          'updated_at',
          'decided_at',
          'decided_by',
        ].sort(),
      );
      expect(data).toMatchObject({ ...review.fields, updated_at: null });
      expect(data.created_at).toBeInstanceOf(Date);
      expect(stored!.fields.rating).toEqual({ integerValue: String(review.fields.rating) });
    }
    for (const [handle, summary] of Object.entries(seedReviewSummaries)) {
      const stored = documents.get(`review_summaries/${handle}`);
      expect(stored && fromFields(stored.fields), handle).toEqual({
        count: summary.count,
        sum: summary.sum,
        stars: Object.fromEntries(Object.entries(summary.stars)),
      });
    }
    const withoutReviews = catalogue.filter((product) => product.reviewCount === 0);
    for (const product of withoutReviews) {
      expect(documents.has(`review_summaries/${product.handle}`)).toBe(false);
    }
  });

  it('answers a product page’s first page of reviews, most helpful first', () => {
    const store = new DocumentStore(memoryTable(() => seedDocuments(now)));
    const handle = 'berberine-blood-sugar-support';
    const equal = (fieldPath: string, value: string) => ({
      fieldFilter: { field: { fieldPath }, op: 'EQUAL', value: { stringValue: value } },
    });
    const page = store.query(
      {
        from: [{ collectionId: 'reviews' }],
        where: {
          compositeFilter: {
            op: 'AND',
            filters: [equal('product_handle', handle), equal('status', 'published')],
          },
        },
        orderBy: [
          { field: { fieldPath: 'helpful_count' }, direction: 'DESCENDING' },
          { field: { fieldPath: 'created_at' }, direction: 'DESCENDING' },
        ],
        limit: 11,
      },
      { root: 'projects/p/databases/(default)/documents', parent: '' },
    );
    expect(page).toHaveLength(11);
    const helpful = page.map((document) => Number(fromFields(document.fields).helpful_count));
    expect(helpful).toEqual([...helpful].sort((a, b) => b - a));
    expect(reviewsOf(handle).length).toBeGreaterThan(10);
  });

  it('writes no helpful votes', () => {
    expect([...documents.keys()].filter((path) => path.startsWith('review_votes/'))).toEqual([]);
  });
});
