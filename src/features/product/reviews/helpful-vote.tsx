import { Box, Button, Typography } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { Review } from '../../../domain/reviews/review';
import { CallableFailure } from '../../../domain/service-failures';
import { useAuth } from '../../../lib/firebase/auth-context';
import { useMarkReviewHelpful } from '../../../lib/firebase/queries/reviews';
import { helpfulWords } from './review-item';

const voteFailed = 'We could not count your vote right now. Please try again.';

/**
 * "Helpful (N)": a signed-in shopper's vote (one per account), a guest's way to sign in and come
 * back to the reviews. Until it has loaded, the review shows the count alone (`HelpfulCount`), not a
 * button that would do nothing.
 */
export function HelpfulVote({ review }: { review: Review }) {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const vote = useMarkReviewHelpful(review.productHandle);
  const voted = vote.isSuccess;
  const label = helpfulWords(vote.data?.helpfulCount ?? review.helpfulCount);

  const press = () => {
    if (voted || vote.isPending) return;
    if (!user) {
      void navigate(paths.authThen(`${paths.product(review.productHandle)}#reviews`));
      return;
    }
    vote.mutate(review.id);
  };

  return (
    <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button
        size="small"
        variant="outlined"
        aria-pressed={voted}
        disabled={loading || vote.isPending}
        onClick={press}
      >
        {label}
      </Button>
      <Typography component="span" variant="body2" role="status">
        {voted ? 'You found this review helpful.' : vote.isPending ? 'Counting your vote…' : ''}
      </Typography>
      {vote.isError && (
        <Typography variant="body2" role="alert" sx={{ color: 'error.main', flexBasis: '100%' }}>
          {vote.error instanceof CallableFailure ? vote.error.message : voteFailed}
        </Typography>
      )}
    </Box>
  );
}
