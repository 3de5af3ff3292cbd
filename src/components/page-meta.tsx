import { useSiteSettings } from '../lib/sanity/site-settings';

/**
 * The document title ("{title} | {brand}") and description of a page. React hoists both into
 * <head> and removes them when the page unmounts, so each route states its own.
 */
export function PageMeta({ title, description }: { title: string; description: string }) {
  const { brandName } = useSiteSettings();
  return (
    <>
      <title>{`${title} | ${brandName}`}</title>
      <meta name="description" content={description} />
    </>
  );
}
