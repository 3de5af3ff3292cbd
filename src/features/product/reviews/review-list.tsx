import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Review, Stars } from '../../../domain/reviews/review';
import { InlineLoadError } from '../../../components/inline-load-error';
import { needsScript } from '../../../components/no-script-note';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { ReviewCursor, ReviewPage } from '../../../lib/firebase/queries/reviews';
import { ReviewItem } from './review-item';
import { reviewsWords, starsWords } from './review-figures';

interface ReviewListProps {
  /** The pages asked for, in order: those loaded in a row show, the first one not loaded says so. */
  pages: UseQueryResult<ReviewPage>[];
  /** How many published reviews the list's filter finds in all (the summary's figure). */
  total: number;
  /** The rating the list is filtered to, or null. */
  stars: Stars | null;
  storeName: string;
  /** What closes each review: its "Helpful" count, or the vote once the controls have loaded. */
  helpful: (review: Review) => ReactNode;
  /**
   * "Show more reviews", where the next page can be asked for (not before the controls load: until
   * then the button keeps its room).
   */
  onMore?: (after: ReviewCursor) => void;
}

function Loading({ words }: { words: string }) {
  return (
    <Box {...needsScript} sx={{ py: 2 }}>
      <Box component="span" role="status" sx={visuallyHidden}>
        {words}
      </Box>
      <Box aria-hidden sx={{ display: 'grid', gap: 1 }}>
        {['40%', '90%', '75%'].map((width) => (
          <Box key={width} sx={{ width, height: '1.2em', borderRadius: 1, bgcolor: 'action.hover' }} />
        ))}
      </Box>
    </Box>
  );
}

/**
 * The reviews of one order and filter as far as they are loaded: "Showing 10 of 23 reviews", the
 * list, and what comes next. Plain elements styled by the store's classes (src/app/product-classes.ts).
 */
export function ReviewList({ pages, total, stars, storeName, helpful, onMore }: ReviewListProps) {
  const notLoaded = pages.findIndex((page) => !page.isSuccess);
  const loaded = notLoaded === -1 ? pages : pages.slice(0, notLoaded);
  const waiting = notLoaded === -1 ? undefined : pages[notLoaded];
  const reviews = loaded.flatMap((page) => page.data?.reviews ?? []);
  const next = waiting ? null : loaded.at(-1)?.data?.next;
  const firstLoaded = loaded.length > 0;

  return (
    <>
      {firstLoaded && (
        <p role="status" className="review-list__status">
          Showing {reviews.length} of {reviewsWords(total)}
          {stars !== null && ` with ${starsWords(stars)}`}
        </p>
      )}
      {reviews.length > 0 && (
        <ul aria-label="Reviews" className="review-list">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} storeName={storeName}>
                {helpful(review)}
              </ReviewItem>
            </li>
          ))}
        </ul>
      )}
      {firstLoaded && reviews.length === 0 && (
        <p className="review-list__none">No reviews match this choice.</p>
      )}
      {waiting?.isPending && (
        <Loading words={notLoaded === 0 ? 'Loading reviews…' : 'Loading more reviews…'} />
      )}
      {waiting?.isError && (
        <Box sx={{ py: 2 }}>
          <InlineLoadError
            message={
              notLoaded === 0
                ? 'We could not load the reviews right now. Please check your connection and try again.'
                : 'We could not load more reviews right now. Please check your connection and try again.'
            }
            retrying={waiting.isFetching}
            onRetry={() => void waiting.refetch()}
          />
        </Box>
      )}
      {next && (
        // Until it works it keeps its room, unseen and out of reach: nothing moves when it comes.
        <button
          type="button"
          className={`button button--outlined review-list__more${onMore ? '' : ' review-list__more--waiting'}`}
          disabled={!onMore}
          aria-hidden={!onMore || undefined}
          onClick={() => onMore?.(next)}
          {...(onMore ? {} : needsScript)}
        >
          Show more reviews
        </button>
      )}
    </>
  );
}
