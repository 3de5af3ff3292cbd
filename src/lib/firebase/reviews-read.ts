/**
 * Published reviews and their figures, read from Firestore with the lite SDK: in the browser when a
 * shopper sorts, filters or asks for more, and at build time for the first page a product page is
 * prerendered with. Each document is checked against the review's shape; one that does not fit is
 * left out and logged, never shown half (docs/reviews.md).
 */
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  Timestamp,
  where,
  type DocumentData,
  type QueryConstraint,
} from 'firebase/firestore/lite';
import * as z from 'zod/mini';
import {
  REVIEW_RULES,
  type OwnReview,
  type Review,
  type ReviewRule,
  type Stars,
} from '../../domain/reviews/review';
import { emptySummary, type ReviewSummary } from '../../domain/reviews/summary';
import { withinDeadline } from '../deadline';
import { firestore } from './firestore';

export type ReviewSort = 'helpful' | 'newest' | 'highest' | 'lowest';
export const REVIEWS_PER_PAGE = 10;

export interface ReviewQuery {
  productHandle: string;
  sort: ReviewSort;
  /** Only reviews with this many stars; null for all. */
  stars: Stars | null;
}

/** Where the next page starts: the values of the last review's order fields and its id. */
export type ReviewCursor = (string | number)[];

export interface ReviewPage {
  reviews: Review[];
  /** Null when there are no more. */
  next: ReviewCursor | null;
}

const orders: Record<ReviewSort, [field: string, direction: 'asc' | 'desc'][]> = {
  helpful: [
    ['helpful_count', 'desc'],
    ['created_at', 'desc'],
  ],
  newest: [['created_at', 'desc']],
  highest: [
    ['rating', 'desc'],
    ['created_at', 'desc'],
  ],
  lowest: [
    ['rating', 'asc'],
    ['created_at', 'desc'],
  ],
};

const starsSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);

export const reviewSchema = z.object({
  id: z.string(),
  productHandle: z.string().check(z.minLength(1)),
  rating: starsSchema,
  title: z.string(),
  body: z.string(),
  author: z.string(),
  createdAt: z.string(),
  updatedAt: z.nullable(z.string()),
  verifiedBuyer: z.boolean(),
  incentivized: z.boolean(),
  staff: z.boolean(),
  helpfulCount: z.number().check(z.nonnegative()),
  reply: z.nullable(z.object({ text: z.string(), at: z.string() })),
  status: z.enum(['published', 'held', 'rejected']),
  rules: z.array(z.enum(REVIEW_RULES)),
});
// The schema reads exactly the domain's type.
const _fits: z.ZodMiniType<OwnReview> = reviewSchema;
void _fits;

/** A date as a Firestore timestamp or ISO text, as ISO text; null when missing. */
function isoDate(value: unknown): string | null {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  return typeof value === 'string' && value !== '' ? value : null;
}

function reshape(id: string, data: DocumentData): OwnReview | null {
  const reply = data.reply as { text?: unknown; at?: unknown } | null | undefined;
  const parsed = reviewSchema.safeParse({
    id,
    productHandle: data.product_handle,
    rating: data.rating,
    title: data.title,
    body: data.body,
    author: data.author,
    createdAt: isoDate(data.created_at),
    updatedAt: isoDate(data.updated_at),
    verifiedBuyer: data.verified_buyer === true,
    incentivized: data.incentivized === true,
    staff: data.staff === true,
    helpfulCount: data.helpful_count ?? 0,
    reply: reply && typeof reply.text === 'string' ? { text: reply.text, at: isoDate(reply.at) } : null,
    status: data.status,
    rules: Array.isArray(data.rules) ? (data.rules as ReviewRule[]) : [],
  });
  if (parsed.success) return parsed.data;
  console.warn(`Skipped reviews/${id}: it does not fit a review`, parsed.error.issues);
  return null;
}

function publicView({ status: _status, rules: _rules, ...review }: OwnReview): Review {
  return review;
}

/** One page of a product's published reviews, in the order asked, from `after` on. */
export async function fetchReviewPage(
  { productHandle, sort, stars }: ReviewQuery,
  after: ReviewCursor | null,
  signal?: AbortSignal,
): Promise<ReviewPage> {
  const constraints: QueryConstraint[] = [
    where('product_handle', '==', productHandle),
    where('status', '==', 'published'),
  ];
  if (stars !== null) constraints.push(where('rating', '==', stars));
  for (const [field, direction] of orders[sort]) constraints.push(orderBy(field, direction));
  constraints.push(orderBy(documentId(), 'desc'));
  if (after) {
    const values = after.map((value, index) =>
      // Dates travel as ISO text (a cursor lives in the query key); Firestore orders timestamps.
      orders[sort][index]?.[0] === 'created_at' && typeof value === 'string'
        ? Timestamp.fromDate(new Date(value))
        : value,
    );
    constraints.push(startAfter(...values));
  }
  constraints.push(limit(REVIEWS_PER_PAGE + 1));
  const snapshot = await withinDeadline(
    getDocs(query(collection(firestore(), 'reviews'), ...constraints)),
    signal,
  );
  const found = snapshot.docs.map((entry) => reshape(entry.id, entry.data()));
  const page = found.slice(0, REVIEWS_PER_PAGE);
  const last = snapshot.docs[Math.min(snapshot.docs.length, REVIEWS_PER_PAGE) - 1];
  const next =
    found.length > REVIEWS_PER_PAGE && last
      ? [
          ...orders[sort].map(([field]) => {
            const value: unknown = last.get(field);
            return value instanceof Timestamp ? value.toDate().toISOString() : (value as string | number);
          }),
          last.id,
        ]
      : null;
  return { reviews: page.filter((review) => review !== null).map(publicView), next };
}

const summarySchema: z.ZodMiniType<ReviewSummary> = z.object({
  count: z.number().check(z.nonnegative()),
  sum: z.number().check(z.nonnegative()),
  stars: z.object({
    1: z.number(),
    2: z.number(),
    3: z.number(),
    4: z.number(),
    5: z.number(),
  }),
});

/** A product's figures; the empty summary when it has no published review yet. */
export async function fetchReviewSummary(
  productHandle: string,
  signal?: AbortSignal,
): Promise<ReviewSummary> {
  const snapshot = await withinDeadline(getDoc(doc(firestore(), 'review_summaries', productHandle)), signal);
  if (!snapshot.exists()) return emptySummary();
  const parsed = summarySchema.safeParse(snapshot.data());
  if (parsed.success) return parsed.data;
  console.warn(`review_summaries/${productHandle} does not fit a summary`, parsed.error.issues);
  throw new Error('The review figures could not be read.');
}

/** The signed-in shopper's own review of a product, whatever its state; null when none. */
export async function fetchOwnReview(
  productHandle: string,
  uid: string,
  signal?: AbortSignal,
): Promise<OwnReview | null> {
  const snapshot = await withinDeadline(
    getDoc(doc(firestore(), 'reviews', `${productHandle}__${uid}`)),
    signal,
  );
  return snapshot.exists() ? reshape(snapshot.id, snapshot.data()) : null;
}
