import { useEffect, useRef } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { OwnReview } from '../../../domain/reviews/review';
import { GuidelinesLink } from './guidelines-link';
import { ReviewRulesList } from './review-rules-list';

interface ReviewAnswerProps {
  /** The review as the server stored it. */
  review: OwnReview;
  onEdit: () => void;
  /** Called when the reviewer follows the link to the product's reviews (a dialog closes). */
  onLeave?: () => void;
}

/**
 * What the store did with a review just sent: published at once, or held for a check with the
 * rules that hold it. Shown only once the server has stored it; focus moves here.
 */
export function ReviewAnswer({ review, onEdit, onLeave }: ReviewAnswerProps) {
  const note = useRef<HTMLDivElement>(null);
  useEffect(() => note.current?.focus(), []);

  return (
    <Box
      ref={note}
      tabIndex={-1}
      role="status"
      sx={{ p: 2.5, borderRadius: 1, bgcolor: 'background.sand', display: 'grid', gap: 1.5 }}
    >
      {review.status === 'published' ? (
        <>
          <Typography variant="h6" component="p">
            Thank you. Your review is published.
          </Typography>
          <Typography>Shoppers can read it on the product&apos;s page now.</Typography>
          <RouterLink className="text-link" to={paths.productReviews(review.productHandle)} onClick={onLeave}>
            See your review with the others
          </RouterLink>
        </>
      ) : review.status === 'held' ? (
        <>
          <Typography variant="h6" component="p">
            Thank you. Your review waits for a check.
          </Typography>
          <Typography>
            We publish every review that follows our review guidelines at once. Yours will be read by our team
            first, because of this:
          </Typography>
          <ReviewRulesList rules={review.rules} />
          <Typography>
            It will then be published, or rejected with the reason, by the review guidelines. You can edit it
            until then.
          </Typography>
          <GuidelinesLink />
        </>
      ) : (
        <>
          <Typography variant="h6" component="p">
            Your review was not published.
          </Typography>
          <ReviewRulesList rules={review.rules} />
          <GuidelinesLink />
        </>
      )}
      <Box>
        <Button variant="outlined" onClick={onEdit}>
          Edit your review
        </Button>
      </Box>
    </Box>
  );
}
