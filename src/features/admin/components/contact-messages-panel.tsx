import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { InlineLoadError } from '../../../components/inline-load-error';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { ContactMessageFilter } from '../../../domain/inbox';
import { contactMessagesQueryOptions } from '../../../lib/firebase/queries/admin-inbox';
import { ContactMessageCard } from './contact-message-card';

const filters: { value: ContactMessageFilter; label: string; empty: string }[] = [
  { value: 'open', label: 'Open', empty: 'No open messages. Everything has been answered.' },
  { value: 'answered', label: 'Answered', empty: 'No answered messages yet.' },
  { value: 'all', label: 'All', empty: 'No messages yet.' },
];

/** The contact messages, newest first, filtered by status, each with its status button. */
export function ContactMessagesPanel() {
  const [filter, setFilter] = useState<ContactMessageFilter>('open');
  const [announcement, setAnnouncement] = useState('');
  const messages = useQuery(contactMessagesQueryOptions(filter));
  const empty = filters.find((each) => each.value === filter)?.empty;

  let body;
  if (messages.isPending) {
    body = <Typography aria-busy="true">Loading messages…</Typography>;
  } else if (messages.isError) {
    body = (
      <InlineLoadError
        message={messages.error.message}
        retrying={messages.isFetching}
        onRetry={() => void messages.refetch()}
      />
    );
  } else if (messages.data.messages.length === 0) {
    body = <Typography color="textSecondary">{empty}</Typography>;
  } else {
    body = (
      <Box component="ul" aria-label="Contact messages" sx={{ display: 'grid', gap: 2, p: 0, m: 0 }}>
        {messages.data.messages.map((message) => (
          <ContactMessageCard key={message.id} message={message} onChanged={setAnnouncement} />
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby="admin-messages-title" sx={{ mb: 6 }}>
      <Typography id="admin-messages-title" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
        Contact messages
      </Typography>
      <Box role="group" aria-label="Show messages" sx={{ display: 'flex', gap: 1, mb: 2 }}>
        {filters.map(({ value, label }) => (
          <Button
            key={value}
            size="small"
            variant={filter === value ? 'contained' : 'outlined'}
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
          >
            {label}
          </Button>
        ))}
      </Box>
      {body}
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
