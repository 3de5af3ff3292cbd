import { useMemo, type ReactNode } from 'react';
import type { Campaign } from '../../domain/types';
import { createStoreTheme, theme } from '../theme';
import { StoreThemeProvider } from '../theme-provider';
import { campaignColors } from './campaign-colors';

/** Gives the store the campaign's colours (made AA-safe) while it runs, the earth tones otherwise. */
export function CampaignThemeProvider({ campaign, children }: { campaign?: Campaign; children: ReactNode }) {
  const campaignTheme = useMemo(
    () => (campaign ? createStoreTheme(campaignColors(campaign)) : theme),
    [campaign],
  );
  // Always the same element, so the page below is never remounted when a campaign starts or ends.
  return <StoreThemeProvider theme={campaignTheme}>{children}</StoreThemeProvider>;
}
