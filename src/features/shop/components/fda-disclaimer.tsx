import { Box, Typography } from '@mui/material';
import { CLAIM_SYMBOL } from '../../../components/claim-mark';
import { useSiteSettings } from '../../../lib/sanity/queries/site-settings';

/**
 * The FDA statement every supplement listing carries, in the editors' words, led by the † of the
 * benefits above it (which lead to the footer's copy of it, the one on every page).
 */
export function FdaDisclaimer() {
  const { fdaDisclaimer } = useSiteSettings();
  return (
    <Box
      component="aside"
      aria-label="FDA disclaimer"
      sx={{ mt: 6, p: 2.5, borderRadius: 2, bgcolor: 'background.sand' }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
        {CLAIM_SYMBOL} {fdaDisclaimer}
      </Typography>
    </Box>
  );
}
