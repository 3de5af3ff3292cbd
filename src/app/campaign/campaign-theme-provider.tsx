import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import type { Campaign } from '../../domain/types';
import { createStoreTheme, theme } from '../theme';
import { StoreThemeProvider } from '../theme-provider';
import { campaignColors } from './campaign-colors';

/** The store's classes, styled again: their code loads only while a campaign runs. */
const StoreClasses = lazy(() =>
  import('../store-classes').then(({ StoreClasses }) => ({ default: StoreClasses })),
);

/**
 * Gives the store the campaign's colours (made AA-safe) while it runs, the earth tones otherwise, to
 * MUI's components and to the store's own classes alike.
 */
export function CampaignThemeProvider({ campaign, children }: { campaign?: Campaign; children: ReactNode }) {
  const campaignTheme = useMemo(
    () => (campaign ? createStoreTheme(campaignColors(campaign)) : theme),
    [campaign],
  );
  // Always the same element, so the page below is never remounted when a campaign starts or ends.
  // The store's classes are styled in the earth tones (`BaselineStyles`); a campaign styles them
  // again in its colours, after them, while it runs.
  return (
    <StoreThemeProvider theme={campaignTheme}>
      {campaign && (
        <Suspense fallback={null}>
          <StoreClasses />
        </Suspense>
      )}
      {children}
    </StoreThemeProvider>
  );
}
