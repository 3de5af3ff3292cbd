import { Link } from 'react-router-dom';
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
        <Link to={paths.home} className="button button--contained button--large">
          Go to the home page
        </Link>
      }
      moreActions={
        <Link to={paths.search} className="button button--text button--large">
          Search the store
        </Link>
      }
    >
      We couldn&apos;t find a page at this address. It may have moved, or the link may have a typo.
    </NotFoundNotice>
  );
}
