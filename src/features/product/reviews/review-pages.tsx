import { useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import {
  reviewPageQueryOptions,
  type ReviewCursor,
  type ReviewQuery,
} from '../../../lib/firebase/queries/reviews';
import { HelpfulVote } from './helpful-vote';
import { ReviewList } from './review-list';

interface ReviewPagesProps {
  query: ReviewQuery;
  /** How many published reviews the query finds in all (the summary's figure). */
  total: number;
  storeName: string;
}

/**
 * The reviews of one order and filter, 10 at a time, with "Helpful": each page is a query of its
 * own, from where the one before ended, so "Show more reviews" keeps what is shown and adds the next 10.
 */
export function ReviewPages({ query, total, storeName }: ReviewPagesProps) {
  const [starts, setStarts] = useState<(ReviewCursor | null)[]>([null]);
  const pages = useQueries({ queries: starts.map((after) => reviewPageQueryOptions(query, after)) });
  return (
    <ReviewList
      pages={pages}
      total={total}
      stars={query.stars}
      storeName={storeName}
      helpful={(review) => <HelpfulVote review={review} />}
      onMore={(next) => setStarts([...starts, next])}
    />
  );
}
