import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { formatCalendarDate } from '../../../../domain/calendar-date';
import type { LegalPage } from '../../../../domain/types';
import { RichText } from '../../../../lib/sanity/portable-text';
import { legalPanelId, legalTabId } from './legal-tabs';

/**
 * The selected legal page. "Last updated" is the day the editors give (a calendar date, shown as
 * that day in every time zone, so the prerendered page and the browser agree); a page without one
 * shows no date.
 */
export function LegalPagePanel({ page }: { page: LegalPage }) {
  const lastUpdated = page.lastUpdated ? formatCalendarDate(page.lastUpdated) : undefined;
  return (
    <Box role="tabpanel" id={legalPanelId(page.kind)} aria-labelledby={legalTabId(page.kind)}>
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        {page.title}
      </Typography>
      {lastUpdated && (
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          Last updated: <time dateTime={page.lastUpdated ?? undefined}>{lastUpdated}</time>
        </Typography>
      )}
      {page.warning && (
        <Alert severity="warning" role="note" sx={{ my: 3 }}>
          <AlertTitle component="p">{page.warning.title}</AlertTitle>
          {page.warning.text}
        </Alert>
      )}
      <RichText value={page.body} />
    </Box>
  );
}
