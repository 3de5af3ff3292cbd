/**
 * Where an admin reads the storefront events back, and what one is (storefront-event-log.ts reads
 * them, loaded with the admin page; these addresses are every page's, so they stand apart from it).
 */
import { env } from '../../config/env';
import { MONORAIL_PATH, shopOrigin } from './client';

/** Where this store's events can be read back, or null: a live store's are in Shopify's Analytics. */
export const storefrontEventLogUrl: string | null =
  env.mode === 'mock' ? `${shopOrigin}${MONORAIL_PATH}` : null;

/** The Shopify admin's Analytics of this store (`<handle>.myshopify.com`). */
export const shopifyAnalyticsUrl = `https://admin.shopify.com/store/${env.shopify.storeDomain.replace(/\.myshopify\.com$/, '')}/analytics`;

export interface LoggedStorefrontEvent {
  /** Shopify's name: page_rendered, product_page_rendered, product_added_to_cart, search_submitted… */
  name: string;
  receivedAt: string;
  /** The address the event was sent from. */
  url: string;
  products: { name: string; variant: string; quantity: number; price: number }[];
  /** The currency of the products' prices (the shop's). */
  currency: string;
  searchString: string | null;
  collection: string | null;
}
