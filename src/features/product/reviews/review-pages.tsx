import { useState, type ReactNode } from 'react';
import { useQueries } from '@tanstack/react-query';
import {
  reviewPageQueryOptions,
  type ReviewCursor,
  type ReviewQuery,
} from '../../../lib/firebase/queries/reviews';
import type { Review } from '../../../domain/reviews/review';
import { ReviewList } from './review-list';

interface ReviewPagesProps {
  query: ReviewQuery;
  /** How many published reviews the query finds in all (the summary's figure). */
  total: number;
  storeName: string;
  /** What closes each review: its "Helpful" count, or the vote once the controls have loaded. */
  helpful: (review: Review) => ReactNode;
  /** "Show more reviews" works (the controls have loaded); until then it keeps its room, unseen. */
  more: boolean;
}

/**
 * The reviews of one order and filter, 10 at a time: each page is a query of its own, from where
 * the one before ended, so "Show more reviews" keeps what is shown and adds the next 10.
 */
export function ReviewPages({ query, total, storeName, helpful, more }: ReviewPagesProps) {
  const [starts, setStarts] = useState<(ReviewCursor | null)[]>([null]);
  const pages = useQueries({ queries: starts.map((after) => reviewPageQueryOptions(query, after)) });
  return (
    <ReviewList
      pages={pages}
      total={total}
      stars={query.stars}
      storeName={storeName}
      helpful={helpful}
      onMore={more ? (next) => setStarts([...starts, next]) : undefined}
    />
  );
}
