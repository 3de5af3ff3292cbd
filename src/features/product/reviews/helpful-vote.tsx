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
 * button that would do nothing. Plain elements styled by the store's classes, as the review itself.
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
    <div className="review__vote">
      <button
        type="button"
        className="button button--outlined button--small"
        aria-pressed={voted}
        disabled={loading || vote.isPending}
        onClick={press}
      >
        {label}
      </button>
      <span role="status" className="review__vote-status">
        {voted ? 'You found this review helpful.' : vote.isPending ? 'Counting your vote…' : ''}
      </span>
      {vote.isError && (
        <p role="alert" className="review__vote-failed">
          {vote.error instanceof CallableFailure ? vote.error.message : voteFailed}
        </p>
      )}
    </div>
  );
}
