/**
 * The signed-in shopper's own review of a product (read from Firestore, whatever its state), and
 * the calls that write or delete it through the reviews' Functions. Read in the browser only,
 * never prerendered; the SDK code loads with the first read or call.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { OwnReview, ReviewDraft } from '../../../domain/reviews/review';

const loadReviewsRead = () => import('../reviews-read');
const loadReviewsWrite = () => import('../reviews-write');

const ownReviewKey = (productHandle: string, uid: string) => ['reviews', 'own', productHandle, uid] as const;

export function ownReviewQueryOptions(productHandle: string, uid: string) {
  return queryOptions({
    queryKey: ownReviewKey(productHandle, uid),
    queryFn: async ({ signal }) => (await loadReviewsRead()).fetchOwnReview(productHandle, uid, signal),
    // An admin may publish or reject it at any time: each visit reads it again.
    staleTime: 0,
  });
}

/**
 * A review written, edited or deleted changes what the product page shows: its reviews and
 * figures (every query under `['reviews', <handle>]`) are read again when next shown.
 */
const forgetProductReviews = (queryClient: QueryClient, productHandle: string) =>
  queryClient.invalidateQueries({ queryKey: ['reviews', productHandle] });

/** Sends the review; the cache keeps the review as the server stored it (published or held). */
export function useSubmitReview(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: ReviewDraft) => (await loadReviewsWrite()).submitReview(draft),
    onSuccess: async (review: OwnReview) => {
      queryClient.setQueryData(ownReviewKey(review.productHandle, uid), review);
      await forgetProductReviews(queryClient, review.productHandle);
    },
  });
}

/** Deletes the shopper's review of the product, once the server has. */
export function useDeleteReview(productHandle: string, uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await loadReviewsWrite()).deleteReview(productHandle),
    onSuccess: async () => {
      queryClient.setQueryData(ownReviewKey(productHandle, uid), null);
      await forgetProductReviews(queryClient, productHandle);
    },
  });
}
