import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { InlineLoadError } from '../../../components/inline-load-error';
import { adminTableStyle } from './admin-table';
import { CsvExport } from './csv-export';
import { formatIsoDate } from '../../../domain/calendar-date';
import {
  newsletterSummaryQueryOptions,
  useExportSubscribers,
} from '../../../lib/firebase/queries/admin-inbox';

const sourceLabels = { 'exit-offer': 'Exit offer', community: 'Community page', footer: 'Footer' } as const;

/** The newsletter: how many are subscribed and unsubscribed, the newest sign-ups, and the CSV export. */
export function NewsletterPanel() {
  const summary = useQuery(newsletterSummaryQueryOptions);
  const exporter = useExportSubscribers();

  let body;
  if (summary.isPending) {
    body = <Typography aria-busy="true">Loading subscribers…</Typography>;
  } else if (summary.isError) {
    body = (
      <InlineLoadError
        message={summary.error.message}
        retrying={summary.isFetching}
        onRetry={() => void summary.refetch()}
      />
    );
  } else {
    const { subscribed, unsubscribed, newest } = summary.data;
    body = (
      <>
        <Typography sx={{ mb: 2 }}>
          <strong>{subscribed}</strong> subscribed · <strong>{unsubscribed}</strong> unsubscribed
        </Typography>
        {newest.length === 0 ? (
          <Typography color="textSecondary">No one has subscribed yet.</Typography>
        ) : (
          <Box component="table" aria-label="Newest subscribers" sx={adminTableStyle}>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Signed up on</th>
                <th scope="col">Date</th>
              </tr>
            </thead>
            <tbody>
              {newest.map((entry) => (
                <tr key={`${entry.email}-${entry.subscribedAt}`}>
                  <td>{entry.email}</td>
                  <td>{sourceLabels[entry.source]}</td>
                  <td>{formatIsoDate(entry.subscribedAt)}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        )}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="admin-newsletter-title" sx={{ mb: 6 }}>
      <Typography id="admin-newsletter-title" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
        Newsletter
      </Typography>
      {body}
      <CsvExport
        exporter={exporter}
        list="newsletter-subscribers"
        downloaded={(count) => `Downloaded ${count} ${count === 1 ? 'address' : 'addresses'}.`}
        failure="Could not export the subscribers right now. Please try again."
      />
    </Box>
  );
}
