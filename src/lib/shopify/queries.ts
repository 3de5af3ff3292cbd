/**
 * React Query options for the store's Storefront API reads, keyed under `['shopify', ...]`. The
 * fetchers (with the checks that turn answers into domain types) load with the first request: a
 * prerendered page arrives with its products and needs none to show them.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ProductListing } from '../../domain/commerce';

const products = () => import('./products');
const collections = () => import('./collections');
const supplementFacts = () => import('./supplement-facts');
const sellingPlans = () => import('./selling-plans');

/**
 * A list of products: by default the whole catalogue (the shop, search, the quiz), or the
 * best-selling first or the bundles only, each under a key of its own.
 */
export function productsQueryOptions(listing: ProductListing = 'catalogue') {
  return queryOptions({
    queryKey: listing === 'catalogue' ? ['shopify', 'products'] : ['shopify', 'products', { listing }],
    queryFn: async ({ signal }) => (await products()).fetchProducts(signal, listing),
  });
}

export function productQueryOptions(handle: string) {
  return queryOptions({
    queryKey: ['shopify', 'product', handle],
    queryFn: async ({ signal }) => (await products()).fetchProduct(handle, signal),
  });
}

/** A product's Supplement Facts (null when it has none), for its page and its detail dialog. */
export function productFactsQueryOptions(handle: string) {
  return queryOptions({
    queryKey: ['shopify', 'product', handle, 'facts'],
    queryFn: async ({ signal }) => (await supplementFacts()).fetchProductFacts(handle, signal),
  });
}

/**
 * A product's Subscribe & save: each variant's selling plans, and whether it is sold only by
 * subscription (`variantOffer` picks a variant's offer).
 */
export function productSubscriptionsQueryOptions(handle: string) {
  return queryOptions({
    queryKey: ['shopify', 'product', handle, 'selling-plans'],
    queryFn: async ({ signal }) => (await sellingPlans()).fetchProductSubscriptions(handle, signal),
  });
}

/** The product a link to `/cart?add=` names (null when the shop has none), asked about before adding it. */
export function variantToAddQueryOptions(variantId: string) {
  return queryOptions({
    queryKey: ['shopify', 'variant', variantId],
    queryFn: async ({ signal }) => (await products()).fetchVariantToAdd(variantId, signal),
  });
}

export function productsByNumberQueryOptions(numbers: readonly string[]) {
  return queryOptions({
    queryKey: ['shopify', 'products', { numbers: [...numbers] }],
    queryFn: async ({ signal }) => (await products()).fetchProductsByNumber(numbers, signal),
  });
}

export function collectionQueryOptions(collectionId: string) {
  return queryOptions({
    queryKey: ['shopify', 'collection', collectionId],
    queryFn: async ({ signal }) => (await collections()).fetchCollection(collectionId, signal),
  });
}

export function collectionByHandleQueryOptions(handle: string) {
  return queryOptions({
    queryKey: ['shopify', 'collection', { handle }],
    queryFn: async ({ signal }) => (await collections()).fetchCollectionByHandle(handle, signal),
  });
}

/** Who the shop is to Shopify's Analytics (its id and currency): asked once a visit, with the first event. */
export const shopAnalyticsQueryOptions = queryOptions({
  queryKey: ['shopify', 'shop', 'analytics'],
  queryFn: async ({ signal }) => (await import('./shop')).fetchShopAnalytics(signal),
  staleTime: Infinity,
});

/**
 * The storefront events an admin reads back (the default store's; a live store's are in Shopify's
 * Analytics). Under the admin key, so signing out forgets them.
 */
export function storefrontEventLogQueryOptions(accessToken: () => Promise<string>) {
  return queryOptions({
    queryKey: ['admin', 'storefront-events'],
    queryFn: async ({ signal }) =>
      (await import('./storefront-event-log')).fetchStorefrontEventLog(accessToken, signal),
    staleTime: 0,
  });
}
