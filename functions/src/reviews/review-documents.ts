/**
 * The reviews' Firestore documents (docs/reviews.md, "Data"), what the callables answer with (the
 * shapes `src/lib/firebase/reviews-write.ts` reads, dates as ISO text), and the one step every
 * change takes: the product's summary moved by `applyReviewChange` in the same transaction.
 */
import {
  REVIEW_RULES,
  type OwnReview,
  type ReviewRule,
  type ReviewStatus,
  type Stars,
} from '../../../src/domain/reviews/review';
import {
  applyReviewChange,
  emptySummary,
  type CountedState,
  type ReviewSummary,
} from '../../../src/domain/reviews/summary';
import type { DocumentFields, StoreTransaction } from '../inbox-store.js';
import type { ReviewCallContext } from './review-context.js';

export const reviewCollections = {
  reviews: 'reviews',
  votes: 'review_votes',
  summaries: 'review_summaries',
} as const;

/** A stored review, as the Functions write it (snake_case, Dates as timestamps). */
export interface ReviewDocument {
  product_handle: string;
  product_title: string;
  uid: string;
  author: string;
  rating: Stars;
  title: string;
  body: string;
  incentivized: boolean;
  verified_buyer: boolean;
  staff: boolean;
  status: ReviewStatus;
  rules: ReviewRule[];
  helpful_count: number;
  reply: { text: string; at: Date } | null;
  created_at: Date;
  updated_at: Date | null;
  decided_at: Date | null;
  decided_by: string | null;
}

/** A review as the admin's calls answer with it. */
export interface AdminReviewAnswer extends OwnReview {
  productTitle: string;
}

const statuses: readonly ReviewStatus[] = ['published', 'held', 'rejected'];
const isStars = (value: unknown): value is Stars => [1, 2, 3, 4, 5].includes(value as number);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const date = (value: unknown) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value : null);

/** A stored review read back; null when it is not one (never answered half). */
export function reviewDocument(data: DocumentFields | null): ReviewDocument | null {
  if (!data || !isStars(data.rating) || !statuses.includes(data.status as ReviewStatus)) return null;
  const createdAt = date(data.created_at);
  if (!createdAt || typeof data.uid !== 'string' || typeof data.product_handle !== 'string') return null;
  const reply = data.reply as { text?: unknown; at?: unknown } | null | undefined;
  return {
    product_handle: data.product_handle,
    product_title: text(data.product_title),
    uid: data.uid,
    author: text(data.author),
    rating: data.rating,
    title: text(data.title),
    body: text(data.body),
    incentivized: data.incentivized === true,
    verified_buyer: data.verified_buyer === true,
    staff: data.staff === true,
    status: data.status as ReviewStatus,
    rules: Array.isArray(data.rules)
      ? (data.rules as unknown[]).filter((rule): rule is ReviewRule =>
          REVIEW_RULES.includes(rule as ReviewRule),
        )
      : [],
    helpful_count: typeof data.helpful_count === 'number' ? data.helpful_count : 0,
    reply:
      reply && typeof reply.text === 'string' ? { text: reply.text, at: date(reply.at) ?? createdAt } : null,
    created_at: createdAt,
    updated_at: date(data.updated_at),
    decided_at: date(data.decided_at),
    decided_by: typeof data.decided_by === 'string' ? data.decided_by : null,
  };
}

export function adminReviewAnswer(id: string, review: ReviewDocument): AdminReviewAnswer {
  return {
    id,
    productHandle: review.product_handle,
    productTitle: review.product_title,
    rating: review.rating,
    title: review.title,
    body: review.body,
    author: review.author,
    createdAt: review.created_at.toISOString(),
    updatedAt: review.updated_at?.toISOString() ?? null,
    verifiedBuyer: review.verified_buyer,
    incentivized: review.incentivized,
    staff: review.staff,
    helpfulCount: review.helpful_count,
    reply: review.reply ? { text: review.reply.text, at: review.reply.at.toISOString() } : null,
    status: review.status,
    rules: review.rules,
  };
}

/** The review as its author reads it: the admin's answer without the product's title. */
export function ownReviewAnswer(id: string, review: ReviewDocument): OwnReview {
  const withoutTitle = ({ productTitle: _productTitle, ...own }: AdminReviewAnswer): OwnReview => own;
  return withoutTitle(adminReviewAnswer(id, review));
}

/** A stored summary read back; the empty one when there is none yet. */
function summaryOf(data: DocumentFields | null): ReviewSummary {
  const summary = emptySummary();
  if (!data) return summary;
  const stars = (data.stars ?? {}) as Record<string, unknown>;
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  return {
    count: number(data.count),
    sum: number(data.sum),
    stars: {
      1: number(stars[1]),
      2: number(stars[2]),
      3: number(stars[3]),
      4: number(stars[4]),
      5: number(stars[5]),
    },
  };
}

const counted = (review: ReviewDocument | null): CountedState | null =>
  review ? { status: review.status, rating: review.rating } : null;

/** The summary's document before a change, read in the change's transaction (before any write). */
export async function readSummary(transaction: StoreTransaction, productHandle: string) {
  return summaryOf(await transaction.get(reviewCollections.summaries, productHandle));
}

/**
 * Writes the summary after the review went from `before` to `after` when that moved the figures;
 * answers the new summary, or null when nothing changed.
 */
export function writeSummaryChange(
  transaction: StoreTransaction,
  productHandle: string,
  summary: ReviewSummary,
  before: ReviewDocument | null,
  after: ReviewDocument | null,
): ReviewSummary | null {
  const next = applyReviewChange(summary, counted(before), counted(after));
  if (JSON.stringify(next) === JSON.stringify(summary)) return null;
  transaction.set(reviewCollections.summaries, productHandle, { ...next });
  return next;
}

/**
 * After a committed change: the shop's metafields get the figures as they now stand (read again,
 * so that of two changes at once the later write is the later figures). A failure is logged, not
 * answered: the review is kept, and the next change writes the figures again.
 */
export async function updateMetafields(context: ReviewCallContext, productHandle: string): Promise<void> {
  try {
    const summary = await context.store.transaction((transaction) => readSummary(transaction, productHandle));
    await context.metafields.setReviewFigures(productHandle, summary);
  } catch (error) {
    context.log(
      'error',
      `Could not write the review figures of ${productHandle} to the shop`,
      error instanceof Error ? error.message : String(error),
    );
  }
}
