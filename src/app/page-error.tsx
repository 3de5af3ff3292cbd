import { Box, Container, Typography } from '@mui/material';
import { alpha, type Theme } from '@mui/material/styles';
import { useRevalidator, useRouteError } from 'react-router-dom';
import { isMissingCode } from '../lib/hydration/store-updates';
import { PageMeta } from '../components/page-meta';
import { PlainIcon } from '../components/plain-icon';
import { storeScreenIcons } from './store-screen-icons';

/**
 * What the error screens say when the page's code is gone: the store was deployed since this tab
 * opened, and a reload did not bring it (src/lib/hydration/store-updates.ts).
 */
export const storeUpdated = {
  title: 'The store has been updated',
  message: 'This page needs the newest version of the store. Reload the page to continue.',
} as const;

/**
 * What a page shows, inside the header and footer, when its content could not be loaded:
 * the reason in plain words and a retry that reloads only this page's data. It looks like the
 * store's own error page (route-error.tsx), whose icon it shares, and like it is part of every
 * page's first load, drawn with what every page loads anyway.
 */
export function PageError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const updated = isMissingCode(error);
  const message = updated
    ? storeUpdated.message
    : error instanceof Error
      ? error.message
      : 'This page could not be loaded.';
  const title = updated ? storeUpdated.title : "We couldn't load this page";
  const retrying = revalidator.state === 'loading';
  return (
    <Container maxWidth="md" sx={{ py: 8 }}>
      <PageMeta title={title} description={message} noindex />
      <Box
        role="alert"
        sx={{
          p: { xs: 2.5, sm: 3 },
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-start',
          border: 1,
          borderColor: 'error.main',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ mt: 0.25, lineHeight: 0, color: 'error.main' }}>
          <PlainIcon paths={storeScreenIcons.problem} />
        </Box>
        <Box sx={{ flex: '1 1 14rem' }}>
          {/* The page's own heading never rendered: this is the page's one h1. */}
          <Typography component="h1" sx={{ fontWeight: 700, mb: 0.5, fontSize: '1.1rem' }}>
            {title}
          </Typography>
          <Typography color="textSecondary">{message}</Typography>
        </Box>
        {/* When the page's code is gone, only a new page brings it. */}
        <Box
          component="button"
          type="button"
          className="button button--text"
          sx={errorButton}
          onClick={updated ? () => window.location.reload() : () => void revalidator.revalidate()}
          disabled={!updated && retrying}
        >
          {updated ? 'Reload' : retrying ? 'Retrying…' : 'Try again'}
        </Box>
      </Box>
    </Container>
  );
}

/** The store's text button in the error colour, as MUI's `<Button color="error">`. */
const errorButton = {
  color: 'error.main',
  '@media (hover: hover)': {
    '&:hover': {
      bgcolor: (theme: Theme) => alpha(theme.palette.error.main, theme.palette.action.hoverOpacity),
    },
  },
} as const;
