import { describe, expect, it } from 'vitest';
import { applyReviewChange, averageRating, emptySummary, type CountedState } from './summary';

const published = (rating: CountedState['rating']): CountedState => ({ status: 'published', rating });
const held = (rating: CountedState['rating']): CountedState => ({ status: 'held', rating });
const rejected = (rating: CountedState['rating']): CountedState => ({ status: 'rejected', rating });

/** A product with two published reviews: 5 and 3 stars. */
const start = () =>
  applyReviewChange(applyReviewChange(emptySummary(), null, published(5)), null, published(3));

describe('a product’s review figures, through every change of a review', () => {
  it('starts from two published reviews: 2 reviews, 8 stars, one 5 and one 3', () => {
    expect(start()).toEqual({ count: 2, sum: 8, stars: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 } });
    expect(averageRating(start())).toBe(4);
  });

  it.each([
    ['a review published at once', null, published(4), { count: 3, sum: 12, four: 1 }],
    ['a review held at once', null, held(4), { count: 2, sum: 8, four: 0 }],
    ['a held review published by an admin', held(4), published(4), { count: 3, sum: 12, four: 1 }],
    ['a held review rejected', held(4), rejected(4), { count: 2, sum: 8, four: 0 }],
    ['a published review rejected', published(5), rejected(5), { count: 1, sum: 3, four: 0 }],
    [
      'a published review edited from 5 to 4 stars',
      published(5),
      published(4),
      { count: 2, sum: 7, four: 1 },
    ],
    ['a published review edited and held', published(5), held(5), { count: 1, sum: 3, four: 0 }],
    ['a rejected review edited and held again', rejected(4), held(4), { count: 2, sum: 8, four: 0 }],
    ['a published review deleted', published(3), null, { count: 1, sum: 5, four: 0 }],
    ['a held review deleted', held(2), null, { count: 2, sum: 8, four: 0 }],
  ] as const)('%s', (_change, before, after, expected) => {
    const next = applyReviewChange(start(), before, after);
    expect({ count: next.count, sum: next.sum, four: next.stars[4] }).toEqual(expected);
    expect(Object.values(next.stars).reduce((total, each) => total + each, 0)).toBe(next.count);
  });

  it('leaves the summary it was given as it was', () => {
    const summary = start();
    applyReviewChange(summary, published(5), null);
    expect(summary.count).toBe(2);
    expect(summary.stars[5]).toBe(1);
  });

  it('rounds the average to one decimal, and says 0 without reviews', () => {
    expect(averageRating({ count: 4, sum: 19 })).toBe(4.8);
    expect(averageRating({ count: 3, sum: 13 })).toBe(4.3);
    expect(averageRating(emptySummary())).toBe(0);
  });
});
