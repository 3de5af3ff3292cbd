import { env } from './env';

/**
 * The address a page is listed under: its path as the route table writes it, without a trailing
 * slash (Hosting serves `/faq/` as `/faq`), and never with a query (a filtered shop has a path
 * of its own; a search is not listed).
 */
export function canonicalPath(pathname: string): string {
  return pathname.replace(/(.)\/+$/, '$1');
}

/**
 * A path of the store at its public origin (`VITE_SITE_URL`): canonical links and structured data
 * name pages by their absolute address.
 */
export function siteAddress(path: string): string {
  return new URL(path, env.siteUrl).toString();
}
