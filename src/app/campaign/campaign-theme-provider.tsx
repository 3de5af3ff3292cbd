import { useMemo, type ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import type { Campaign } from '../../domain/types';
import { createStoreTheme, theme } from '../theme';
import { campaignColors } from './campaign-colors';

/** Gives the store the campaign's colours (made AA-safe) while it runs, the earth tones otherwise. */
export function CampaignThemeProvider({ campaign, children }: { campaign?: Campaign; children: ReactNode }) {
  const campaignTheme = useMemo(
    () => (campaign ? createStoreTheme(campaignColors(campaign)) : theme),
    [campaign],
  );
  // Always the same element, so the page below is never remounted when a campaign starts or ends.
  return <ThemeProvider theme={campaignTheme}>{children}</ThemeProvider>;
}
