import { Box, Button, Typography } from '@mui/material';
import type { InboxContactMessage } from '../../../domain/inbox';
import { CallableFailure } from '../../../domain/service-failures';
import { useSetMessageStatus } from '../../../lib/firebase/queries/admin-inbox';

const received = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function when(iso: string): string {
  return received.format(new Date(iso));
}

/**
 * One contact message: who wrote, when, the subject and the text as written (plain text, never
 * markup), its status, and the button that marks it answered or open again. The status shown is
 * the one the server stored: the button says it is saving until then.
 */
export function ContactMessageCard({
  message,
  onChanged,
}: {
  message: InboxContactMessage;
  onChanged: (announcement: string) => void;
}) {
  const change = useSetMessageStatus(message);
  const answered = message.status === 'answered';
  const headingId = `message-${message.id}`;

  const setStatus = () =>
    change.mutate(answered ? 'open' : 'answered', {
      onSuccess: ({ status }) =>
        onChanged(`Message ${message.reference} is now ${status === 'answered' ? 'answered' : 'open'}.`),
    });

  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{ listStyle: 'none', p: 2.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="h6" component="h3" sx={{ fontSize: '1.05rem' }}>
          {message.subject}
        </Typography>
        <Typography
          component="span"
          sx={{ fontWeight: 700, color: answered ? 'text.secondary' : 'primary.main' }}
        >
          {answered ? 'Answered' : 'Open'}
        </Typography>
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {message.reference} · from {message.name} &lt;
        <a
          href={`mailto:${message.email}?subject=${encodeURIComponent(`[${message.reference}] ${message.subject}`)}`}
        >
          {message.email}
        </a>
        &gt; · {when(message.createdAt)}
        {message.answeredAt && ` · answered ${when(message.answeredAt)}`}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>
        {message.message}
      </Typography>
      <Button variant={answered ? 'outlined' : 'contained'} disabled={change.isPending} onClick={setStatus}>
        {change.isPending ? 'Saving…' : answered ? 'Reopen' : 'Mark answered'}
      </Button>
      {change.isError && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {change.error instanceof CallableFailure
            ? change.error.message
            : 'Could not change this message right now. Please try again.'}
        </Typography>
      )}
    </Box>
  );
}
