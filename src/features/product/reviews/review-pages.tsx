import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { InlineLoadError } from '../../../components/inline-load-error';
import { needsScript } from '../../../components/no-script-note';
import { visuallyHidden } from '../../../components/visually-hidden';
import {
  reviewPageQueryOptions,
  type ReviewCursor,
  type ReviewQuery,
} from '../../../lib/firebase/queries/reviews';
import { ReviewItem } from './review-item';
import { reviewsWords, starsWords } from './review-figures';

interface ReviewPagesProps {
  query: ReviewQuery;
  /** How many published reviews the query finds in all (the summary's figure). */
  total: number;
  storeName: string;
  /** Whether the app runs: "Show more reviews" only works then. */
  interactive: boolean;
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
 * The reviews of one order and filter, 10 at a time: each page is a query of its own, from where the
 * one before ended, so "Show more reviews" keeps what is shown and adds the next 10.
 */
export function ReviewPages({ query, total, storeName, interactive }: ReviewPagesProps) {
  const [starts, setStarts] = useState<(ReviewCursor | null)[]>([null]);
  const pages = useQueries({ queries: starts.map((after) => reviewPageQueryOptions(query, after)) });
  // The pages shown are those loaded in a row; the first one not loaded says it is loading or failed.
  const notLoaded = pages.findIndex((page) => !page.isSuccess);
  const loaded = notLoaded === -1 ? pages : pages.slice(0, notLoaded);
  const waiting = notLoaded === -1 ? undefined : pages[notLoaded];
  const reviews = loaded.flatMap((page) => page.data?.reviews ?? []);
  const next = waiting ? null : loaded.at(-1)?.data?.next;
  const firstLoaded = loaded.length > 0;

  return (
    <>
      {firstLoaded && (
        <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
          Showing {reviews.length} of {reviewsWords(total)}
          {query.stars !== null && ` with ${starsWords(query.stars)}`}
        </Typography>
      )}
      {reviews.length > 0 && (
        <Box component="ul" aria-label="Reviews" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewItem review={review} storeName={storeName} />
            </li>
          ))}
        </Box>
      )}
      {firstLoaded && reviews.length === 0 && (
        <Typography sx={{ py: 2 }}>No reviews match this choice.</Typography>
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
      {interactive && next && (
        <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setStarts([...starts, next])}>
          Show more reviews
        </Button>
      )}
    </>
  );
}
