import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import type { OwnReview } from '../../../domain/reviews/review';
import { callFailureMessage } from '../../../domain/service-failures';
import { useDeleteReview } from '../../../lib/firebase/queries/own-review';
import { ReviewRulesList } from './review-rules-list';

const stateWords: Record<OwnReview['status'], string> = {
  published: 'Your review is published.',
  held: 'Your review waits for a check by our team, because of this:',
  rejected: 'Your review was rejected, for this reason:',
};

interface OwnReviewStatusProps {
  review: OwnReview;
  uid: string;
  onDeleted: () => void;
}

/**
 * The state of the reviewer's own review (published, waiting for a check, or rejected with the
 * reason), and Delete review, which asks once more before it deletes.
 */
export function OwnReviewStatus({ review, uid, onDeleted }: OwnReviewStatusProps) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteReview(review.productHandle, uid);

  return (
    <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 1 }}>
      <Typography sx={{ fontWeight: 700 }}>{stateWords[review.status]}</Typography>
      {review.status !== 'published' && <ReviewRulesList rules={review.rules} />}
      {review.status === 'rejected' && (
        <Typography>You can change it to follow the review guidelines and send it again.</Typography>
      )}
      {confirming ? (
        <Box role="group" aria-label="Delete your review?" sx={{ display: 'grid', gap: 1 }}>
          <Typography>Delete your review? It cannot be brought back.</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              color="error"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: onDeleted })}
            >
              {remove.isPending ? 'Deleting…' : 'Yes, delete it'}
            </Button>
            <Button
              variant="outlined"
              disabled={remove.isPending}
              onClick={() => {
                remove.reset();
                setConfirming(false);
              }}
            >
              Keep it
            </Button>
          </Box>
        </Box>
      ) : (
        <Box>
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            Delete review
          </Button>
        </Box>
      )}
      {remove.isError && (
        <Typography role="alert" color="error">
          {callFailureMessage(remove.error)}
        </Typography>
      )}
    </Box>
  );
}
