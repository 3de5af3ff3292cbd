/**
 * The kind of page a shopper is on, in Shopify's words (hydrogen-react's `AnalyticsPageType`): what
 * each storefront page view tells Shopify's Analytics, so the merchant's reports group the store's
 * pages as Shopify groups an online store's.
 */
import { paths } from '../config/paths';

export type StorefrontPageType = 'index' | 'product' | 'collection' | 'search' | 'cart' | 'page';

/** The shop's lists of products: the whole shop, its filters, its other listings and a collection. */
const collectionPages = [paths.shop, paths.bundles, paths.bestsellers];

export function storefrontPageTypeOf(pathname: string): StorefrontPageType {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === paths.home) return 'index';
  if (path.startsWith('/products/')) return 'product';
  if (path.startsWith('/collections/') || path.startsWith(`${paths.shop}/`)) return 'collection';
  if (collectionPages.includes(path as (typeof collectionPages)[number])) return 'collection';
  if (path === paths.search) return 'search';
  if (path === paths.cart) return 'cart';
  return 'page';
}
