import { useLocation } from 'react-router-dom';
import { canonicalPath, siteAddress } from '../config/site-address';
// eslint-disable-next-line no-restricted-imports -- Every page's title ends with the store's name from the site settings, loaded by the shell.
import { useSiteSettings } from '../lib/sanity/queries/site-settings';

/**
 * The document title ("{title} | {brand}"), description and canonical link of a page. React hoists
 * them into <head> and removes them when the page unmounts, so each route states its own. A page
 * that search engines should not list (a cart, search results, an address that leads nowhere) says
 * `noindex` instead of naming a canonical address; the build leaves such pages out of sitemap.xml.
 */
export function PageMeta({
  title,
  description,
  noindex = false,
}: {
  title: string;
  description: string;
  noindex?: boolean;
}) {
  const { brandName } = useSiteSettings();
  const { pathname } = useLocation();
  return (
    <>
      <title>{`${title} | ${brandName}`}</title>
      <meta name="description" content={description} />
      {noindex ? (
        <meta name="robots" content="noindex" />
      ) : (
        <link rel="canonical" href={siteAddress(canonicalPath(pathname))} />
      )}
    </>
  );
}
