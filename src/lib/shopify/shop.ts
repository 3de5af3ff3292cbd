/** The shop itself, as the Storefront API describes it (its React Query options are in queries.ts). */
import { shopifyFetch } from './client';
import { ShopAnalyticsDocument, type ShopAnalyticsQuery } from './generated/graphql';

/** The shop's id and currency, which every storefront event names (storefront-events.ts). */
export async function fetchShopAnalytics(signal?: AbortSignal): Promise<ShopAnalyticsQuery['shop']> {
  const { shop } = await shopifyFetch(ShopAnalyticsDocument, {}, 'shop', signal);
  return shop;
}
