import { lazy, Suspense, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { ActiveCampaignProvider } from '../../components/active-campaign';
import { AccountQuizResult } from '../../features/quiz/quiz-memory/account-quiz-result';
import { criticalData } from '../../lib/route-data';
import { siteSettingsQueryOptions, useSiteSettings } from '../../lib/sanity/queries/site-settings';
import { CampaignThemeProvider } from '../campaign/campaign-theme-provider';
import { refreshAfterHydration } from '../query-client';
import { useRunningCampaign } from '../campaign/use-running-campaign';
import type { Campaign } from '../../domain/types';
import { BOTTOM_BAR_SPACE, MobileBottomBar } from './mobile-bottom-bar';
import { NavigationProgress } from './navigation-progress';
import { ScrollToTop } from './scroll-to-top';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { StoreShellActions } from './store-shell-actions';
import { AgentTools } from './agent-tools';
import { ForScreens } from './for-screens';
import { SiteFooter } from './site-footer';
import { ExitIntentOffer } from '../../features/marketing/exit-intent-offer';
import { PageInteractive } from '../../lib/hydration/page-interactive';
import { StorefrontAnalytics } from '../storefront-analytics';
import { PrivacyBanner } from '../privacy/privacy-banner';

// Decorations of a seasonal campaign load only while one runs.
const FloatingHearts = lazy(() =>
  import('../campaign/floating-hearts').then(({ FloatingHearts }) => ({ default: FloatingHearts })),
);

/** The header and footer of every page are the editors' site settings. */
export const rootLoader = criticalData(siteSettingsQueryOptions);

/** The frame of every page: header, the page itself, footer, and the store-wide extras. */
export function RootLayout() {
  const { campaigns } = useSiteSettings();
  const queryClient = useQueryClient();

  return (
    <CampaignScope campaigns={campaigns}>
      <StoreShellActions>
        <ScrollToTop />
        <NavigationProgress />
        <Box
          sx={{
            minHeight: '100vh',
            display: 'flex',
            flexDirection: 'column',
            pb: { xs: BOTTOM_BAR_SPACE, md: 0 },
          }}
        >
          <SkipLink />
          <PrivacyBanner />
          <SiteHeader />
          {/* The page, then the footer, hydrate after the header, each in a commit of its own
              (docs/page-loading.md, idea 6); the page is interactive once the footer is in. */}
          <Suspense fallback={null}>
            <Box
              component="main"
              id="main"
              tabIndex={-1}
              sx={{ flexGrow: 1, '&:focus': { outline: 'none' } }}
            >
              <Outlet />
            </Box>
            <Suspense fallback={null}>
              <SiteFooter />
              <PageInteractive then={() => refreshAfterHydration(queryClient)} />
              <AgentTools />
            </Suspense>
          </Suspense>
        </Box>
        <ForScreens below="md">
          <MobileBottomBar />
        </ForScreens>
        <ExitIntentOffer />
        <AccountQuizResult />
        <StorefrontAnalytics />
      </StoreShellActions>
    </CampaignScope>
  );
}

/**
 * The campaign running on the shopper's clock, for everything inside. The clock is only known
 * once hydrated, and that switch re-renders this component alone: the page it wraps is the same
 * element, so React keeps it as it is unless the campaign really changes the theme.
 */
function CampaignScope({ campaigns, children }: { campaigns: readonly Campaign[]; children: ReactNode }) {
  const campaign = useRunningCampaign(campaigns);
  return (
    <ActiveCampaignProvider value={campaign}>
      <CampaignThemeProvider campaign={campaign}>
        {children}
        {campaign?.showHearts && (
          <Suspense fallback={null}>
            <FloatingHearts palette={campaign.palette} />
          </Suspense>
        )}
      </CampaignThemeProvider>
    </ActiveCampaignProvider>
  );
}
