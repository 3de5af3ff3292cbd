import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';

/**
 * An address the store has no page for (a mistyped or old link). Hosting and `npm start` answer it
 * with status 404 and this page (dist/404.html), so search engines drop the address; the shopper
 * gets the ways on.
 */
export function Component() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <PageMeta title="Page not found" description="There is no page at this address in our store." noindex />
      <Typography variant="h1" sx={{ mb: 2 }}>
        Page not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, fontSize: '1.1rem' }}>
        We couldn&apos;t find a page at this address. It may have moved, or the link may have a typo.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
        <Button component={RouterLink} to={paths.home} variant="contained" size="large">
          Go to the home page
        </Button>
        <Button component={RouterLink} to={paths.shop} variant="outlined" size="large">
          Browse all products
        </Button>
        <Button component={RouterLink} to={paths.search} size="large">
          Search the store
        </Button>
      </Stack>
    </Container>
  );
}
