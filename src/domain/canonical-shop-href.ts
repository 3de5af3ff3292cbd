/**
 * Links into the shop as content may write them (`/shop?category=heart-health`, the spec's form)
 * and as the store serves them (`/shop/heart`, a page of its own; see shop-address.ts).
 */
import { paths } from '../config/paths';
import { shopPathForCategory } from './shop-address';

/** The shop's pages: `/shop`, `/bundles` and `/bestsellers` show the same shop. */
const shopPaths: readonly string[] = [paths.shop, paths.bundles, paths.bestsellers];

/**
 * A link into the shop in its canonical form: `/shop?category=heart-health` becomes `/shop/heart`;
 * every other link is returned as it is.
 */
export function canonicalShopHref(href: string): string {
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  const url = new URL(href, 'http://store.invalid');
  const category = url.searchParams.get('category');
  if (!shopPaths.includes(url.pathname) || category === null) return href;
  return shopPathForCategory(category);
}
