import { Box, Container, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { storeUpdated } from './page-error';
import { isMissingCode } from '../lib/hydration/store-updates';
import { siteSettingsQueryOptions } from '../lib/sanity/queries/site-settings';
import { PlainIcon } from '../components/plain-icon';
import { storeScreenIcons } from './store-screen-icons';

function reasonOf(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return undefined;
}

/**
 * The full-page error shown when the store itself cannot start or render (the header and footer
 * may be what failed, so it stands alone). Both ways out reload the page, the surest recovery.
 * Part of the first load: a tab whose build was replaced by a deploy cannot load it later. So it
 * is drawn with what every page loads anyway (Box, Container, Typography, the store's button
 * classes and plain icons), not with MUI's Button, Paper and SvgIcon, which only some pages use.
 */
export function RouteError() {
  return <StoreError error={useRouteError()} />;
}

/** The store-wide error screen for `error`; when the store's code is gone, it says the store was updated. */
export function StoreError({ error }: { error: unknown }) {
  const updated = isMissingCode(error);
  const reason = updated ? undefined : reasonOf(error);
  const title = updated ? storeUpdated.title : 'Unexpected Application Error!';
  // The brand is content; show it when it already arrived, since the failure may be that it did not.
  const brandName = useQueryClient().getQueryData(siteSettingsQueryOptions.queryKey)?.brandName;

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.sand', py: 6 }}
    >
      <title>{brandName ? `${title} | ${brandName}` : title}</title>
      <Container maxWidth="sm">
        <Box
          sx={{
            p: { xs: 3, sm: 5 },
            textAlign: 'center',
            borderRadius: 4,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          {brandName && (
            <Typography color="textSecondary" sx={{ fontWeight: 700, letterSpacing: 1, mb: 2 }}>
              {brandName}
            </Typography>
          )}
          <Box sx={{ fontSize: 56, lineHeight: 0, mb: 1.5, color: 'primary.main' }}>
            <PlainIcon paths={storeScreenIcons.problem} fontSize="inherit" />
          </Box>
          <Typography variant="h1" sx={{ fontSize: 'clamp(1.75rem, 4vw, 2.4rem)', mb: 2 }}>
            {title}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: reason ? 1.5 : 4 }}>
            {updated
              ? storeUpdated.message
              : 'Something went wrong while loading this page. Please try again.'}
          </Typography>
          {reason && (
            <Typography
              component="p"
              variant="body2"
              sx={{ mb: 4, p: 1.5, borderRadius: 2, bgcolor: 'background.default', wordBreak: 'break-word' }}
            >
              {reason}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
            <button
              type="button"
              className="button button--contained"
              onClick={() => window.location.reload()}
            >
              <span className="button__icon">
                <PlainIcon paths={storeScreenIcons.refresh} />
              </span>
              {updated ? 'Reload' : 'Try again'}
            </button>
            <a className="button button--outlined" href="/">
              <span className="button__icon">
                <PlainIcon paths={storeScreenIcons.home} />
              </span>
              Home
            </a>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
