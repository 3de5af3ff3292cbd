/**
 * A product's published reviews and their figures (Firestore, lite SDK), and the "Helpful" vote. The
 * product page's loader reads the figures and the first page, so a prerendered page carries them;
 * other sorts, filters and pages are read when the shopper asks. The SDK code loads with the first
 * read, the vote's with the first vote.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type * as ReviewsRead from '../reviews-read';
import type { ReviewCursor, ReviewPage, ReviewQuery } from '../reviews-read';

export type { ReviewCursor, ReviewPage, ReviewQuery, ReviewSort } from '../reviews-read';

let readsModule: Promise<typeof ReviewsRead> | undefined;
/**
 * The read code. Reads asked together share one import: a product page asks for its figures and
 * first page at once, and Vitest's module mocks hand imports made at the same moment different
 * copies of a mocked module. Once settled, the next read imports again (the browser's module map
 * answers at once), so nothing outlives the moment: not a failed import, nor a test file's mock.
 */
const loadReviews = () =>
  (readsModule ??= import('../reviews-read').finally(() => {
    readsModule = undefined;
  }));

/** Every query of one product's reviews starts with this key. */
export const productReviewsKey = (productHandle: string) => ['reviews', productHandle] as const;

/** The order and filter a product page opens with: most helpful first, every rating. */
export const firstReviewQuery = (productHandle: string): ReviewQuery => ({
  productHandle,
  sort: 'helpful',
  stars: null,
});

export function reviewSummaryQueryOptions(productHandle: string) {
  return queryOptions({
    queryKey: [...productReviewsKey(productHandle), 'summary'],
    queryFn: async ({ signal }) => (await loadReviews()).fetchReviewSummary(productHandle, signal),
  });
}

/** One page of reviews in `query`'s order and filter, from `after` on (null: the first page). */
export function reviewPageQueryOptions(query: ReviewQuery, after: ReviewCursor | null) {
  return queryOptions({
    queryKey: [...productReviewsKey(query.productHandle), query.sort, query.stars, after],
    queryFn: async ({ signal }) => (await loadReviews()).fetchReviewPage(query, after, signal),
  });
}

/**
 * Marks a review helpful for the signed-in shopper (one vote per account; the server answers with
 * the review's count, which every loaded page of the product then shows).
 */
export function useMarkReviewHelpful(productHandle: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reviewId: string) => ({
      reviewId,
      ...(await (await import('../reviews-write')).markReviewHelpful(reviewId)),
    }),
    onSuccess: ({ reviewId, helpfulCount }) => {
      queryClient.setQueriesData<ReviewPage>({ queryKey: productReviewsKey(productHandle) }, (page) =>
        page && 'reviews' in page
          ? {
              ...page,
              reviews: page.reviews.map((review) =>
                review.id === reviewId ? { ...review, helpfulCount } : review,
              ),
            }
          : page,
      );
    },
  });
}
