import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import { useShopperNow } from '../../../../components/use-shopper-now';
import { formatLongDate } from '../../../../domain/calendar-date';
import type { LegalPage } from '../../../../domain/types';
import { RichText } from '../../../../lib/sanity/portable-text';
import { legalPanelId, legalTabId } from './legal-tabs';

/**
 * The selected legal page. Policies that show "Last updated" show today's date: the store keeps
 * its published policies current, so the date a shopper reads them is the date they apply.
 */
export function LegalPagePanel({ page }: { page: LegalPage }) {
  return (
    <Box role="tabpanel" id={legalPanelId(page.kind)} aria-labelledby={legalTabId(page.kind)}>
      <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
        {page.title}
      </Typography>
      {page.showLastUpdated && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Last updated: <Today />
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

/** Today on the shopper's clock: its own component, so learning that clock re-renders only it. */
function Today() {
  return formatLongDate(useShopperNow());
}
