/**
 * The default store's sample reviews: published `reviews` documents (docs/reviews.md) for the mock
 * catalogue's products, and the `review_summaries` the review Functions would keep for them. The
 * catalogue's rating and review count of every product come from these summaries (catalogue.ts),
 * so each card, page and JSON-LD agrees with the reviews listed. They are sample content, written
 * by seed reviewers (`seed-reviewer-NN`), who are not accounts anyone can sign in with: the seeded
 * accounts (users.ts) have written no review.
 *
 * Each review is put together from the phrases of review-texts.ts for its product's topic and form
 * and a tone that fits its stars, chosen by a pseudo-random sequence with a fixed seed per product:
 * the same reviews every time. Dates are days before the local services start (like the community
 * lists), over the last 18 months.
 */
import { shownName, type Stars } from '../../src/domain/reviews/review';
import { applyReviewChange, emptySummary, type ReviewSummary } from '../../src/domain/reviews/summary';
import { handleize, productRows, type ProductRow } from './catalogue-products';
import {
  closings,
  formPhrases,
  incentiveNotes,
  openings,
  priceRemarks,
  replies,
  reviewerNames,
  titles,
  topicOfTag,
  topicPhrases,
  type Tone,
} from './review-texts';

export interface SeedReviewer {
  /** Not an account: no one signs in with it. */
  uid: string;
  name: string;
}

export const seedReviewers: readonly SeedReviewer[] = reviewerNames.map((name, index) => ({
  uid: `seed-reviewer-${String(index + 1).padStart(2, '0')}`,
  name,
}));

/**
 * How many sample reviews each product has, by catalogue number: the shop's favourites most, a few
 * products none yet (the "no reviews yet" state).
 */
const reviewsPerProduct: Record<number, number> = {
  1: 16, 2: 19, 3: 10, 4: 8, 5: 17, 6: 18, 7: 16, 8: 13, 9: 20, 10: 11,
  11: 9, 12: 10, 13: 5, 14: 7, 15: 9, 16: 15, 17: 11, 18: 10, 19: 17, 20: 8,
  21: 6, 22: 13, 23: 18, 24: 15, 25: 12, 26: 10, 27: 4, 28: 5, 29: 9, 30: 6,
  31: 7, 32: 5, 33: 4, 34: 7, 35: 5, 36: 14, 37: 6, 38: 3, 39: 3, 40: 4,
  41: 4, 42: 2, 43: 12, 44: 6, 45: 8, 46: 2, 47: 2, 48: 1, 49: 3, 50: 19,
  51: 4, 52: 11, 53: 3, 54: 0, 55: 3, 56: 3, 57: 5, 58: 0, 59: 2, 60: 2,
  61: 4, 62: 1, 63: 5, 64: 0, 65: 0, 66: 3, 67: 6, 68: 5, 69: 4, 70: 3,
  71: 0, 72: 2, 73: 2, 74: 3,
}; // prettier-ignore

/** The chance of each number of stars, in percent, 5 stars first. */
type StarWeights = [five: number, four: number, three: number, two: number, one: number];
const usualStars: StarWeights = [62, 21, 9, 4, 4];
/** Products shoppers love: the prenatal, D3 + K2 and a few bundles. */
const lovedStars: StarWeights = [76, 17, 5, 1, 1];
/** Products whose taste or texture divides people: powders, gummies, fiber. */
const dividedStars: StarWeights = [50, 25, 13, 7, 5];
const starWeightsOf = (number: number): StarWeights =>
  [2, 30, 67, 68, 72].includes(number)
    ? lovedStars
    : [14, 34, 36, 47, 60].includes(number)
      ? dividedStars
      : usualStars;

/** The fields of a review document without its dates (they follow the day the store starts). */
export interface SeedReviewFields {
  product_handle: string;
  product_title: string;
  uid: string;
  author: string;
  rating: Stars;
  title: string;
  body: string;
  incentivized: boolean;
  verified_buyer: boolean;
  staff: false;
  status: 'published';
  rules: [];
  helpful_count: number;
}

export interface SeedReview {
  /** `<productHandle>__<uid>`. */
  id: string;
  /** When it was written, in days (fractions give the hour) before the store starts. */
  createdDaysAgo: number;
  /** The store's public reply, written `daysLater` days after the review; null without one. */
  reply: { text: string; daysLater: number } | null;
  fields: SeedReviewFields;
}

/** A fixed pseudo-random sequence in [0, 1) (mulberry32): the same numbers for the same seed. */
function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const toneOf = (rating: Stars): Tone =>
  rating === 5 ? 'great' : rating === 4 ? 'good' : rating === 3 ? 'mixed' : 'poor';

/** Steps through the reviewers that are coprime with their number, so a product never repeats one. */
const reviewerSteps = [5, 7, 11, 13, 17, 19, 23, 25, 29, 31];

function reviewsOf(row: ProductRow): SeedReview[] {
  const count = reviewsPerProduct[row.number] ?? 0;
  const next = sequence(row.number * 7919 + 17);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const handle = handleize(row.title);
  const topic = topicPhrases[topicOfTag[row.tags[0]!]];
  const form = formPhrases[row.form];
  const firstReviewer = Math.floor(next() * seedReviewers.length);
  const step = pick(reviewerSteps);
  // Each tone's topic phrases in turn from a product's own starting point, so they rarely repeat.
  const turns: Record<Tone, number> = { great: 0, good: 0, mixed: 0, poor: 0 };
  const start = Math.floor(next() * 6);
  const topicPhrase = (tone: Tone) => {
    const phrases = topic[tone];
    const phrase = phrases[(start + turns[tone]) % phrases.length]!;
    turns[tone] += 1;
    return phrase;
  };
  const bodies = new Set<string>();
  const reviews: SeedReview[] = [];
  for (let index = 0; index < count; index += 1) {
    const reviewer = seedReviewers[(firstReviewer + index * step) % seedReviewers.length]!;
    let chance = next() * 100;
    const starIndex = starWeightsOf(row.number).findIndex((weight) => (chance -= weight) < 0);
    const rating = (5 - (starIndex < 0 ? 0 : starIndex)) as Stars;
    const tone = toneOf(rating);
    const length = next();
    const incentivized = next() < 0.08;
    const first = topicPhrase(tone);
    let body: string;
    if (length < 0.35) body = first;
    else if (length < 0.8) {
      body = [first, pick(form[tone]), next() < 0.5 ? pick(closings[tone]) : ''].filter(Boolean).join(' ');
    } else {
      const middle =
        tone === 'great' || tone === 'good'
          ? `${pick(form[tone])} ${topicPhrase(tone)}`
          : `${pick(form[tone])} ${pick(priceRemarks[tone])}`;
      const last = tone === 'great' || tone === 'good' ? `${pick(priceRemarks[tone])} ` : '';
      body = [`${pick(openings)} ${first}`, middle, `${last}${pick(closings[tone])}`].join('\n\n');
    }
    if (incentivized && length >= 0.35) body = `${body}\n\n${pick(incentiveNotes)}`;
    // A product's reviews never read the same: a repeated one tells how the reviewer came to it.
    for (let turn = 0; bodies.has(body); turn += 1) {
      body = `${openings[(index + turn) % openings.length]} ${body}`;
    }
    bodies.add(body);
    const author = shownName(reviewer.name);
    const replyChance = { great: 0.08, good: 0.1, mixed: 0.3, poor: 0.6 }[tone];
    const reply =
      next() < replyChance
        ? {
            text: pick(replies[tone]).replace('{name}', author.split(' ')[0]!),
            daysLater: 1 + Math.floor(next() * 4),
          }
        : null;
    // From a week to 18 months ago: a reply (at most 4 days later) is never dated in the future.
    const createdDaysAgo = Math.round((7 + next() * 533) * 24) / 24;
    const helpfulRange = body.length > 300 ? 40 : body.length > 120 ? 15 : 5;
    reviews.push({
      id: `${handle}__${reviewer.uid}`,
      createdDaysAgo,
      reply,
      fields: {
        product_handle: handle,
        product_title: row.title,
        uid: reviewer.uid,
        author,
        rating,
        title: pick(titles[tone]),
        body,
        incentivized,
        verified_buyer: next() < 0.65,
        staff: false,
        status: 'published',
        rules: [],
        helpful_count: Math.floor(next() ** 2 * helpfulRange),
      },
    });
  }
  return reviews;
}

/** Every sample review, product by product in catalogue order. */
export const seedReviews: readonly SeedReview[] = productRows.flatMap(reviewsOf);

/** A review's Firestore document, dated from `now` (docs/reviews.md). */
export function reviewDocument(
  review: SeedReview,
  now: Date,
): { createdAt: Date; data: Record<string, unknown> } {
  const day = 86_400_000;
  const createdAt = new Date(now.getTime() - review.createdDaysAgo * day);
  const reply = review.reply && {
    text: review.reply.text,
    at: new Date(createdAt.getTime() + review.reply.daysLater * day),
  };
  return {
    createdAt,
    data: {
      ...review.fields,
      reply,
      created_at: createdAt,
      updated_at: null,
      decided_at: null,
      decided_by: null,
    },
  };
}

/** Each reviewed product's figures (`review_summaries/<handle>`), as the Functions count them. */
export const seedReviewSummaries: Readonly<Record<string, ReviewSummary>> = seedReviews.reduce<
  Record<string, ReviewSummary>
>((summaries, { fields }) => {
  const before = summaries[fields.product_handle] ?? emptySummary();
  summaries[fields.product_handle] = applyReviewChange(before, null, {
    status: fields.status,
    rating: fields.rating,
  });
  return summaries;
}, {});

/** A product's figures; the empty summary when it has no sample review. */
export const reviewSummaryOf = (handle: string): ReviewSummary =>
  seedReviewSummaries[handle] ?? emptySummary();
