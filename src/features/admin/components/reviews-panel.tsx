import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { InlineLoadError } from '../../../components/inline-load-error';
import type { ReviewStatus } from '../../../domain/reviews/review';
import { adminReviewsQueryOptions } from '../../../lib/firebase/queries/admin-reviews';
import { AdminReviewCard } from './admin-review-card';

const tabs: { value: ReviewStatus; label: string; empty: string }[] = [
  { value: 'held', label: 'Held', empty: 'No reviews wait for a check.' },
  { value: 'published', label: 'Published', empty: 'No published reviews yet.' },
  { value: 'rejected', label: 'Rejected', empty: 'No rejected reviews.' },
];

/**
 * The reviews, by status (held first), newest first: each with its product, stars, text, author
 * and marks, the rules that hold it, and the admin's actions (Publish, Reject with a reason, the
 * store's public reply).
 */
export function ReviewsPanel() {
  const [status, setStatus] = useState<ReviewStatus>('held');
  const [announcement, setAnnouncement] = useState('');
  const reviews = useQuery(adminReviewsQueryOptions(status));
  const empty = tabs.find((each) => each.value === status)?.empty;

  let body;
  if (reviews.isPending) {
    body = <Typography aria-busy="true">Loading reviews…</Typography>;
  } else if (reviews.isError) {
    body = (
      <InlineLoadError
        message={reviews.error.message}
        retrying={reviews.isFetching}
        onRetry={() => void reviews.refetch()}
      />
    );
  } else if (reviews.data.length === 0) {
    body = <Typography color="textSecondary">{empty}</Typography>;
  } else {
    body = (
      <Box component="ul" aria-label="Reviews" sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}>
        {reviews.data.map((review) => (
          <AdminReviewCard key={review.id} review={review} onChanged={setAnnouncement} />
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="admin-reviews-title" sx={{ mb: 6 }}>
      <Typography id="admin-reviews-title" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
        Reviews
      </Typography>
      <Typography sx={{ mb: 2 }}>
        A review is published at once unless a rule of the review guidelines holds it: held reviews wait here
        to be published or rejected.
      </Typography>
      <Box role="group" aria-label="Show reviews" sx={{ display: 'flex', gap: 1, mb: 2 }}>
        {tabs.map(({ value, label }) => (
          <Button
            key={value}
            size="small"
            variant={status === value ? 'contained' : 'outlined'}
            aria-pressed={status === value}
            onClick={() => setStatus(value)}
          >
            {label}
          </Button>
        ))}
      </Box>
      <Box role="status" sx={{ mb: announcement ? 2 : 0, fontWeight: 700 }}>
        {announcement}
      </Box>
      {body}
    </Box>
  );
}
