import { useState, type FormEvent } from 'react';
import { Box, Button, TextField, Typography } from '@mui/material';
import { reviewLimits } from '../../../domain/reviews/review';
import { callFailureMessage } from '../../../domain/service-failures';
import { useReplyToReview } from '../../../lib/firebase/queries/admin-reviews';
import type { AdminReview } from '../../../lib/firebase/reviews-write';

/**
 * The store's public reply under a review: the reply as stored, a field to write or change it
 * (Save), and Remove reply. Shoppers read it with the review once it is published.
 */
export function ReviewReplyForm({
  review,
  onChanged,
}: {
  review: AdminReview;
  onChanged: (announcement: string) => void;
}) {
  const reply = useReplyToReview(review.id);
  const [text, setText] = useState(review.reply?.text ?? '');
  const [problem, setProblem] = useState('');
  const fieldId = `reply-${review.id}`;

  const send = (value: string) =>
    reply.mutateAsync(value).then(
      (stored) => {
        setText(stored.reply?.text ?? '');
        onChanged(
          stored.reply
            ? `Your reply to “${stored.title}” is saved.`
            : `Your reply to “${stored.title}” is removed.`,
        );
      },
      () => undefined, // said below
    );

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reply.isPending) return;
    if (text.trim() === '') {
      setProblem('Write the reply first, or use Remove reply.');
      return;
    }
    void send(text.trim());
  }

  return (
    <Box component="form" noValidate onSubmit={save} aria-label={`Reply to “${review.title}”`}>
      {review.reply && (
        <Box sx={{ mb: 1.5, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            The store&apos;s public reply
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {review.reply.text}
          </Typography>
        </Box>
      )}
      <TextField
        id={fieldId}
        label="Public reply"
        multiline
        minRows={2}
        fullWidth
        size="small"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem('');
        }}
        error={Boolean(problem)}
        helperText={problem || `${text.trim().length} / ${reviewLimits.reply.max} characters`}
        slotProps={{ htmlInput: { maxLength: reviewLimits.reply.max } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button type="submit" variant="outlined" disabled={reply.isPending}>
          {reply.isPending && reply.variables !== '' ? 'Saving…' : 'Save reply'}
        </Button>
        {review.reply && (
          <Button color="error" disabled={reply.isPending} onClick={() => void send('')}>
            {reply.isPending && reply.variables === '' ? 'Removing…' : 'Remove reply'}
          </Button>
        )}
      </Box>
      {reply.isError && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {callFailureMessage(reply.error)}
        </Typography>
      )}
    </Box>
  );
}
