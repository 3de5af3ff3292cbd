/**
 * The text of dist/sitemap.xml and dist/robots.txt, which the build writes after prerendering
 * (build/prerender.ts): every prerendered page that search engines may list, at its absolute
 * address, dated by the last change of the content it was rendered from (sitemaps.org protocol 0.9).
 */

export interface SitemapPage {
  /** The page's path on the site: `/`, `/faq`, `/products/coq10`. */
  path: string;
  /** When the page's content last changed, a W3C date-time; a page without one has no `<lastmod>`. */
  lastModified?: string;
}

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => xmlEntities[char] ?? char);
}

/**
 * A page's absolute address: the origin (which may end in a path) and the page's path, with what a
 * URL may not hold as is (spaces, non-ASCII letters) percent-encoded, as the protocol asks.
 */
export function absoluteUrl(origin: string, path: string): string {
  if (!URL.canParse(origin))
    throw new Error(`The site's origin ${JSON.stringify(origin)} is no absolute URL`);
  return new URL(`${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`).href;
}

/** sitemap.xml for `pages` on the site at `origin` (`https://shop.example.com`). */
export function sitemapXml(origin: string, pages: readonly SitemapPage[]): string {
  const entries = pages.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(absoluteUrl(origin, path))}</loc>${lastmod}</url>\n`;
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    entries.join('') +
    '</urlset>\n'
  );
}

/**
 * robots.txt: the whole store may be crawled. It names the sitemap when there is one (`sitemap`
 * false: a build that prerendered nothing and so wrote none).
 */
export function robotsTxt(origin: string, { sitemap = true }: { sitemap?: boolean } = {}): string {
  const rules = 'User-agent: *\nAllow: /\n';
  return sitemap ? `${rules}\nSitemap: ${absoluteUrl(origin, '/sitemap.xml')}\n` : rules;
}
