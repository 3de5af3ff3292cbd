import { useMemo } from 'react';
import { Box, Typography } from '@mui/material';
import type { Campaign } from '../../domain/types';
import { campaignColors } from './campaign-colors';

/** The thin announcement above the header while a campaign runs: its emoji and its banner text. */
export function SeasonalBanner({ campaign }: { campaign: Campaign }) {
  const colors = useMemo(() => campaignColors(campaign), [campaign]);
  return (
    <Box
      role="region"
      aria-label="Seasonal announcement"
      sx={{
        // Both ends carry white text at AA, so every shade of the gradient between them does too.
        background: `linear-gradient(90deg, ${colors.primary}, ${colors.accent})`,
        color: '#ffffff',
        px: 2,
        py: 0.75,
        textAlign: 'center',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 700, fontSize: { xs: '0.8125rem', sm: '0.875rem' } }}>
        <Box component="span" aria-hidden sx={{ mr: 1 }}>
          {campaign.emoji}
        </Box>
        {campaign.bannerText}
      </Typography>
    </Box>
  );
}
