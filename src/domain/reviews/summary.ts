/**
 * A product's published reviews in figures: the count, the sum of their stars and how many gave
 * each number of stars. The Functions keep one per product (`review_summaries/<handle>`) in the
 * same transaction as every publish, edit, delete or rejection, and the rating on every card, dialog
 * and page is read from it (docs/reviews.md).
 */
import type { ReviewStatus, Stars } from './review';

/** Every number of stars a review can give, the most first. */
export const STAR_VALUES: readonly Stars[] = [5, 4, 3, 2, 1];

export interface ReviewSummary {
  count: number;
  sum: number;
  stars: Record<Stars, number>;
}

export const emptySummary = (): ReviewSummary => ({
  count: 0,
  sum: 0,
  stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
});

/** What of a review counts: its stars, and whether it is published. */
export interface CountedState {
  status: ReviewStatus;
  rating: Stars;
}

/**
 * The summary after a review changes from `before` to `after` (null: it did not exist, or no longer
 * does). Only published reviews count; any other transition moves the figures by what it publishes
 * or withdraws.
 */
export function applyReviewChange(
  summary: ReviewSummary,
  before: CountedState | null,
  after: CountedState | null,
): ReviewSummary {
  const next: ReviewSummary = { count: summary.count, sum: summary.sum, stars: { ...summary.stars } };
  if (before?.status === 'published') {
    next.count -= 1;
    next.sum -= before.rating;
    next.stars[before.rating] -= 1;
  }
  if (after?.status === 'published') {
    next.count += 1;
    next.sum += after.rating;
    next.stars[after.rating] += 1;
  }
  return next;
}

/** The average to one decimal (4.75 → 4.8), or 0 without reviews. */
export function averageRating(summary: Pick<ReviewSummary, 'count' | 'sum'>): number {
  return summary.count > 0 ? Math.round((summary.sum / summary.count) * 10) / 10 : 0;
}
