/**
 * Test-only: a product's published reviews in memory, read the way `reviews-read.ts` reads Firestore
 * (the order asked, one rating or all, 10 a page from where the last ended), with every read recorded
 * and a switch that makes reads fail. The tests mock `lib/firebase/reviews-read` with it.
 */
import type { Review, Stars } from '../../domain/reviews/review';
import { emptySummary, type ReviewSummary } from '../../domain/reviews/summary';
import type { ReviewCursor, ReviewPage, ReviewQuery } from '../../lib/firebase/reviews-read';

export const REVIEWED = 'turmeric-with-ginger';
export const UNREVIEWED = 'aged-garlic-extract';

const ratings: Stars[] = [5, 5, 4, 5, 3, 5, 4, 1, 5, 2, 4, 5, 5, 4, 3, 5, 1, 4, 5, 5, 2, 4, 5];

/** 23 reviews of one product: helpful counts falling with the index, each a day older than the one before. */
export const testReviews: Review[] = ratings.map((rating, index) => ({
  id: `${REVIEWED}__uid${index + 1}`,
  productHandle: REVIEWED,
  rating,
  title: `Review number ${index + 1}`,
  body:
    index === 0
      ? 'My knees thank me in the morning.\n\nI take two with breakfast and the taste is mild.'
      : `Text of review number ${index + 1}, long enough to read.`,
  author: index === 0 ? 'Maya J.' : `Shopper ${index + 1}`,
  createdAt: new Date(Date.UTC(2026, 10, 28 - index, 15)).toISOString(),
  updatedAt: null,
  verifiedBuyer: index % 3 === 0,
  incentivized: index === 1,
  staff: index === 2,
  helpfulCount: 40 - index,
  reply: index === 0 ? { text: 'Thank you, Maya!', at: '2026-11-29T10:00:00.000Z' } : null,
}));

export function summaryOf(reviews: readonly Review[]): ReviewSummary {
  const summary = emptySummary();
  for (const review of reviews) {
    summary.count += 1;
    summary.sum += review.rating;
    summary.stars[review.rating] += 1;
  }
  return summary;
}

const reviewsOf = (handle: string) => (handle === REVIEWED ? testReviews : []);

const order: Record<ReviewQuery['sort'], (a: Review, b: Review) => number> = {
  helpful: (a, b) => b.helpfulCount - a.helpfulCount || b.createdAt.localeCompare(a.createdAt),
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  highest: (a, b) => b.rating - a.rating || b.createdAt.localeCompare(a.createdAt),
  lowest: (a, b) => a.rating - b.rating || b.createdAt.localeCompare(a.createdAt),
};

export const reads: { query: ReviewQuery; after: ReviewCursor | null }[] = [];
export const failing = { reads: false };

export async function fetchReviewPage(query: ReviewQuery, after: ReviewCursor | null): Promise<ReviewPage> {
  reads.push({ query, after });
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (failing.reads) throw new Error('The reviews could not be read.');
  const found = reviewsOf(query.productHandle)
    .filter((review) => query.stars === null || review.rating === query.stars)
    .sort(order[query.sort]);
  const start = after ? found.findIndex((review) => review.id === after[0]) + 1 : 0;
  const reviews = found.slice(start, start + 10);
  return { reviews, next: start + 10 < found.length ? [reviews.at(-1)!.id] : null };
}

export async function fetchReviewSummary(productHandle: string): Promise<ReviewSummary> {
  await new Promise((resolve) => setTimeout(resolve, 20));
  if (failing.reads) throw new Error('The review figures could not be read.');
  return summaryOf(reviewsOf(productHandle));
}
