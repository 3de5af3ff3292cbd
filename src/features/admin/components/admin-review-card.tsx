import { useState } from 'react';
import { Box, Button, Link, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { StarRating } from '../../../components/star-rating';
import { paths } from '../../../config/paths';
import { REVIEW_RULES, reviewRuleWords, type ReviewRule } from '../../../domain/reviews/review';
import { callFailureMessage } from '../../../domain/service-failures';
import type { AdminReview, ReviewDecision } from '../../../lib/firebase/reviews-write';
import { useDecideReview } from '../../../lib/firebase/queries/admin-reviews';
import { ReviewReplyForm } from './review-reply-form';

const written = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

const statusWords: Record<AdminReview['status'], string> = {
  published: 'Published',
  held: 'Held',
  rejected: 'Rejected',
};

/** The review's marks, as shoppers read them beside it. */
function marksOf(review: AdminReview): string[] {
  return [
    review.verifiedBuyer && 'Verified buyer',
    review.incentivized && 'Received free or at a discount',
    review.staff && 'Staff',
  ].filter((mark): mark is string => Boolean(mark));
}

/**
 * One review for an admin: its product, stars, title, text, author, date and marks, why it is held
 * or was rejected (the guidelines' words), and the actions. What it shows after an action is what
 * the server stored.
 */
export function AdminReviewCard({
  review,
  onChanged,
}: {
  review: AdminReview;
  onChanged: (announcement: string) => void;
}) {
  const decide = useDecideReview(review.id);
  const [rule, setRule] = useState<ReviewRule | ''>(review.rules[0] ?? '');
  const [ruleProblem, setRuleProblem] = useState('');
  const headingId = `review-${review.id}`;
  const marks = marksOf(review);

  // Once stored, the review leaves this list (and this card): the panel says what happened.
  const run = (decision: ReviewDecision, announce: (stored: AdminReview) => string) =>
    decide.mutateAsync(decision).then(
      (stored) => onChanged(announce(stored)),
      () => undefined, // the card says why
    );
  const publish = () =>
    run(
      { decision: 'publish' },
      (stored) => `“${stored.title}” is ${statusWords[stored.status].toLowerCase()}.`,
    );
  const reject = () => {
    if (!rule) {
      setRuleProblem('Choose the rule it breaks first.');
      return;
    }
    void run(
      { decision: 'reject', rule },
      (stored) =>
        `“${stored.title}” is ${statusWords[stored.status].toLowerCase()}: ${reviewRuleWords[rule]}`,
    );
  };

  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{ listStyle: 'none', p: 2.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
          {review.title}
        </Typography>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {statusWords[review.status]}
        </Typography>
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.product(review.productHandle)}>
          {review.productTitle}
        </Link>{' '}
        · by {review.author} · {written.format(new Date(review.createdAt))}
        {marks.length > 0 && ` · ${marks.join(' · ')}`}
      </Typography>
      <StarRating rating={review.rating} />
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', my: 1.5 }}>
        {review.body}
      </Typography>
      {review.rules.length > 0 && review.status !== 'published' && (
        <Box sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>
            {review.status === 'held' ? 'Held because:' : 'Rejected because:'}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {review.rules.map((each) => (
              <li key={each}>{reviewRuleWords[each]}</li>
            ))}
          </Box>
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mb: 2 }}>
        {review.status !== 'published' && (
          <Button variant="contained" disabled={decide.isPending} onClick={() => void publish()}>
            {decide.isPending && decide.variables.decision === 'publish' ? 'Publishing…' : 'Publish'}
          </Button>
        )}
        {review.status !== 'rejected' && (
          <>
            <TextField
              select
              size="small"
              label="Reason"
              value={rule}
              onChange={(event) => {
                setRule(event.target.value as ReviewRule | '');
                setRuleProblem('');
              }}
              error={Boolean(ruleProblem)}
              helperText={ruleProblem || undefined}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 220, maxWidth: '100%' }}
            >
              <option value="">Choose a rule</option>
              {REVIEW_RULES.map((each) => (
                <option key={each} value={each}>
                  {reviewRuleWords[each]}
                </option>
              ))}
            </TextField>
            <Button variant="outlined" color="error" disabled={decide.isPending} onClick={reject}>
              {decide.isPending && decide.variables.decision === 'reject' ? 'Rejecting…' : 'Reject'}
            </Button>
          </>
        )}
      </Box>
      {decide.isError && (
        <Typography role="alert" color="error" sx={{ mb: 2 }}>
          {callFailureMessage(decide.error)}
        </Typography>
      )}
      <ReviewReplyForm review={review} onChanged={onChanged} />
    </Box>
  );
}
