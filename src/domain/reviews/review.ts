/**
 * A product review as shoppers read and write it, and the checks a draft must pass: the form shows
 * them inline, and the `submitReview` Function applies the very same ones before it stores a review
 * (docs/reviews.md).
 */
import { fieldLimits } from '../field-limits';

export type Stars = 1 | 2 | 3 | 4 | 5;

/**
 * Why a review is held for an admin, or rejected: the published rules of the store ("Review
 * guidelines"). Never its stars or its tone.
 */
export const REVIEW_RULES = ['personal-data', 'link', 'profanity', 'off-topic', 'disease-claim'] as const;
export type ReviewRule = (typeof REVIEW_RULES)[number];

/** Each rule as the guidelines, the reviewer and the admin read it. */
export const reviewRuleWords: Record<ReviewRule, string> = {
  'personal-data': 'It shares personal details (an email address, a phone number or a street address).',
  link: 'It contains a link or a web address.',
  profanity: 'It uses profanity, or harasses or insults someone.',
  'off-topic':
    'It is not about the product (an order, a delivery or our service: please contact us instead).',
  'disease-claim':
    'It says the product treats, cures or prevents a disease, which no dietary supplement may claim.',
};

/** published: everyone reads it; held: waits for an admin; rejected: kept with its reason, shown to no one. */
export type ReviewStatus = 'published' | 'held' | 'rejected';

/** A review as a product page shows it. */
export interface Review {
  /** Firestore document id: `<productHandle>__<uid>` (one review per product and account). */
  id: string;
  productHandle: string;
  rating: Stars;
  title: string;
  body: string;
  /** First name and initial of the last name ("Maya J."). */
  author: string;
  /** ISO date-time of the first publication's submission; `updatedAt` when edited since. */
  createdAt: string;
  updatedAt: string | null;
  /** The reviewer's account placed an order with this product, and its email is verified. */
  verifiedBuyer: boolean;
  /** The reviewer received the product free or at a discount (they said so). */
  incentivized: boolean;
  /** Written by the store's own staff (an admin account). */
  staff: boolean;
  helpfulCount: number;
  /** The store's public answer. */
  reply: { text: string; at: string } | null;
}

/** A review as its author sees it: the public review with its state. */
export interface OwnReview extends Review {
  status: ReviewStatus;
  /** The rules that hold it (held) or the one it was rejected for. */
  rules: ReviewRule[];
}

/** What the form sends. */
export interface ReviewDraft {
  productHandle: string;
  rating: number;
  title: string;
  body: string;
  /** The name shown, as typed ("Maya Johnson" shows as "Maya J."). */
  name: string;
  incentivized: boolean;
}

export const reviewLimits = {
  title: { min: 3, max: 100 },
  body: { min: 20, max: 3000 },
  name: { max: fieldLimits.name },
  reply: { max: 2000 },
} as const;

export type ReviewDraftProblems = Partial<Record<'rating' | 'title' | 'body' | 'name', string>>;

function lengthProblem(value: string, what: string, { min, max }: { min: number; max: number }) {
  const length = value.trim().length;
  if (length === 0) return `Please write ${what}.`;
  if (length < min) return `Please write at least ${min} characters for ${what}.`;
  if (length > max) return `Please keep ${what} to at most ${max} characters.`;
  return undefined;
}

/** One inline message per field that cannot be sent as it is; an empty object means all is well. */
export function reviewDraftProblems(draft: ReviewDraft): ReviewDraftProblems {
  const problems: ReviewDraftProblems = {
    rating: [1, 2, 3, 4, 5].includes(draft.rating) ? undefined : 'Please choose from 1 to 5 stars.',
    title: lengthProblem(draft.title, 'a title', reviewLimits.title),
    body: lengthProblem(draft.body, 'your review', reviewLimits.body),
    name:
      shownName(draft.name) === ''
        ? 'Please enter the name to show with your review.'
        : draft.name.trim().length > reviewLimits.name.max
          ? `Please keep your name to at most ${reviewLimits.name.max} characters.`
          : undefined,
  };
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== undefined),
  ) as ReviewDraftProblems;
}

/** "maya  johnson" → "Maya J."; one word stays as it is ("Maya"); '' when no letters are left. */
export function shownName(name: string): string {
  const words = name
    .normalize('NFC')
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{M}'’-]/gu, ''))
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '';
  const first = words[0]!;
  const capital = (word: string) => word.charAt(0).toLocaleUpperCase('en-US') + word.slice(1);
  if (words.length === 1) return capital(first);
  const last = words[words.length - 1]!;
  return `${capital(first)} ${last.charAt(0).toLocaleUpperCase('en-US')}.`;
}

/** The document id of an account's review of a product. */
export const reviewId = (productHandle: string, uid: string) => `${productHandle}__${uid}`;
