import { useSiteSettings } from '../lib/sanity/queries/site-settings';

/**
 * The document title ("{title} | {brand}") and description of a page. React hoists both into
 * <head> and removes them when the page unmounts, so each route states its own. A page that search
 * engines should not list (a cart, search results, an address that leads nowhere) says `noindex`;
 * the build leaves such pages out of sitemap.xml too.
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
  return (
    <>
      <title>{`${title} | ${brandName}`}</title>
      <meta name="description" content={description} />
      {noindex && <meta name="robots" content="noindex" />}
    </>
  );
}
