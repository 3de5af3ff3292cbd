import { describe, expect, it } from 'vitest';
import { reviewDraftProblems, reviewId, shownName, type ReviewDraft } from './review';

const draft = (changes: Partial<ReviewDraft> = {}): ReviewDraft => ({
  productHandle: 'turmeric-with-ginger',
  rating: 4,
  title: 'Easy to take',
  body: 'Two capsules with breakfast, no aftertaste, and the bottle lasts a month.',
  name: 'Maya Johnson',
  incentivized: false,
  ...changes,
});

describe('a review draft', () => {
  it('is accepted as it is', () => {
    expect(reviewDraftProblems(draft())).toEqual({});
  });

  it('says what each field lacks, in words', () => {
    expect(reviewDraftProblems(draft({ rating: 0, title: ' ', body: 'Too short', name: '…' }))).toEqual({
      rating: 'Please choose from 1 to 5 stars.',
      title: 'Please write a title.',
      body: 'Please write at least 20 characters for your review.',
      name: 'Please enter the name to show with your review.',
    });
    expect(reviewDraftProblems(draft({ rating: 4.5 })).rating).toBe('Please choose from 1 to 5 stars.');
    expect(reviewDraftProblems(draft({ title: 'x'.repeat(101) })).title).toBe(
      'Please keep a title to at most 100 characters.',
    );
    expect(reviewDraftProblems(draft({ body: 'x'.repeat(3001) })).body).toBe(
      'Please keep your review to at most 3000 characters.',
    );
  });
});

describe('the name shown with a review', () => {
  it.each([
    ['Maya Johnson', 'Maya J.'],
    ['  maya   johnson ', 'Maya J.'],
    ['Kwame Osei-Bonsu', 'Kwame O.'],
    ['Maya', 'Maya'],
    ['Ana María de la Cruz', 'Ana C.'],
    ["D'Andre O'Neal", "D'Andre O."],
    ['123 !!', ''],
  ])('%s shows as "%s"', (typed, shown) => {
    expect(shownName(typed)).toBe(shown);
  });
});

it('names one review per product and account', () => {
  expect(reviewId('turmeric-with-ginger', 'uid-1')).toBe('turmeric-with-ginger__uid-1');
});
