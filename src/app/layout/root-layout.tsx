import { Suspense, useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { ActiveCampaignProvider } from '../../components/active-campaign';
import { ExitIntentOffer } from '../../features/marketing/exit-intent-offer';
import { siteSettingsQueryOptions, useSiteSettings } from '../../lib/sanity/site-settings';
import { CampaignThemeProvider } from '../campaign/campaign-theme-provider';
import { FloatingHearts } from '../campaign/floating-hearts';
import { useRunningCampaign } from '../campaign/use-running-campaign';
import { BOTTOM_BAR_SPACE, MobileBottomBar } from './mobile-bottom-bar';
import { NavigationProgress } from './navigation-progress';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { StoreShellActions } from './store-shell-actions';
import { ForScreens } from './for-screens';

export function rootLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.ensureQueryData(siteSettingsQueryOptions);
    return null;
  };
}

/** Set on <html> once the page responds to the shopper (prerendered HTML is readable earlier). */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

/** Rendered at the end of the page's boundary: its effect runs once the page itself is hydrated. */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  }, []);
  return null;
}

/**
 * The frame of every page: header, the page itself, footer, and the store-wide extras.
 *
 * The header, the page and the footer are Suspense boundaries. Hydrating a prerendered page, React hydrates the
 * frame first, then each boundary at low priority in short slices, yielding to the browser between
 * them: a phone stays responsive (no long task) while a long page such as the shop comes to life,
 * and a tap on a part not yet hydrated hydrates that part first.
 */
export function RootLayout() {
  const { campaigns } = useSiteSettings();
  const campaign = useRunningCampaign(campaigns);

  return (
    <ActiveCampaignProvider value={campaign}>
      <CampaignThemeProvider campaign={campaign}>
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
            <Suspense fallback={null}>
              <SiteHeader />
            </Suspense>
            <Box
              component="main"
              id="main"
              tabIndex={-1}
              sx={{ flexGrow: 1, '&:focus': { outline: 'none' } }}
            >
              <Suspense fallback={null}>
                <Outlet />
                <MarkInteractive />
              </Suspense>
            </Box>
            <Suspense fallback={null}>
              <SiteFooter />
            </Suspense>
          </Box>
          <ForScreens below="md">
            <MobileBottomBar />
          </ForScreens>
          {campaign?.showHearts && <FloatingHearts palette={campaign.palette} />}
          <ExitIntentOffer />
        </StoreShellActions>
      </CampaignThemeProvider>
    </ActiveCampaignProvider>
  );
}
