import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { NotFoundNotice } from '../../components/not-found-notice';
import { paths } from '../../config/paths';

/**
 * An address the store has no page for (a mistyped or old link). Hosting and `npm start` answer it
 * with status 404 and this page (dist/404.html), so search engines drop the address; the shopper
 * gets the ways on.
 */
export function Component() {
  return (
    <NotFoundNotice
      title="Page not found"
      description="There is no page at this address in our store."
      actions={
        <Button component={RouterLink} to={paths.home} variant="contained" size="large">
          Go to the home page
        </Button>
      }
      moreActions={
        <Button component={RouterLink} to={paths.search} size="large">
          Search the store
        </Button>
      }
    >
      We couldn&apos;t find a page at this address. It may have moved, or the link may have a typo.
    </NotFoundNotice>
  );
}
