/**
 * The admin page's reviews: the list of one status (held, published or rejected) and the admin's
 * decisions and replies, all through the admin-only Functions (which check the role again). Never
 * prerendered; the callable code loads with the first read.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReviewStatus } from '../../../domain/reviews/review';
import type { AdminReview, ReviewDecision } from '../reviews-write';
import { adminQueryKey } from './admin-inbox';

const loadReviewsWrite = () => import('../reviews-write');

const reviewsKey = [...adminQueryKey, 'reviews'] as const;

export function adminReviewsQueryOptions(status: ReviewStatus) {
  return queryOptions({
    queryKey: [...reviewsKey, status],
    queryFn: async () => (await loadReviewsWrite()).listReviewsForAdmin(status),
    // Shoppers write at any time: each visit and each tab reads the list again.
    staleTime: 0,
  });
}

/**
 * Puts the review as the server stored it in the list of its status, and takes it out of the
 * others; the other lists are read again when next shown, and so are the product page's reviews
 * and figures (every query under `['reviews', <handle>]`).
 */
async function keepStored(queryClient: QueryClient, stored: AdminReview) {
  for (const status of ['held', 'published', 'rejected'] as const) {
    queryClient.setQueryData<AdminReview[]>([...reviewsKey, status], (list) =>
      list?.flatMap((each) => {
        if (each.id !== stored.id) return [each];
        return status === stored.status ? [stored] : [];
      }),
    );
  }
  await queryClient.invalidateQueries({ queryKey: reviewsKey, refetchType: 'none' });
  await queryClient.invalidateQueries({ queryKey: ['reviews', stored.productHandle] });
}

/** Publishes a held (or rejected) review, or rejects one with a rule. */
export function useDecideReview(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: ReviewDecision) =>
      (await loadReviewsWrite()).decideReview(reviewId, decision),
    onSuccess: (stored) => keepStored(queryClient, stored),
  });
}

/** The store's public reply to a review; an empty text removes it. */
export function useReplyToReview(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (text: string) => (await loadReviewsWrite()).replyToReview(reviewId, text),
    onSuccess: (stored) => keepStored(queryClient, stored),
  });
}
