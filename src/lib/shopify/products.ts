/**
 * Products for the shop grid, the search palette, the product page and the quiz's recommendations,
 * fetched from the Storefront API and checked (their React Query options are in queries.ts).
 */
import { isAgeRestricted } from '../../domain/age-check';
import type { Product, ProductListing, VariantToAdd } from '../../domain/commerce';
import { shopifyFetch } from './client';
import { malformedError, notFoundError } from './errors';
import {
  ProductByHandleDocument,
  ProductsByIdsDocument,
  ProductsDocument,
  VariantToAddDocument,
  type ProductFieldsFragment,
  type ProductsQuery,
  type ProductsQueryVariables,
} from './generated/graphql';
import { reshapeProduct, reshapeProducts } from './reshape-catalogue';

/** The Storefront API's largest page; the shop's 74 products fit in one. */
export const PAGE_SIZE = 250;
/** Enough pages for 10,000 products; a cursor that never ends must not loop forever. */
const MAX_PAGES = 40;

/**
 * How Shopify answers each list: its sort key (`BEST_SELLING` is Shopify's own sales ranking) and,
 * for the bundles, the product type the merchandiser gives a bundle in the Shopify admin.
 */
const listings: Record<ProductListing, Pick<ProductsQueryVariables, 'sortKey' | 'query'>> = {
  catalogue: { sortKey: 'ID' },
  'best-selling': { sortKey: 'BEST_SELLING' },
  bundles: { sortKey: 'ID', query: 'product_type:Bundle' },
};

/** The products of a list (by default every product of the shop, in catalogue order). */
export async function fetchProducts(
  signal?: AbortSignal,
  listing: ProductListing = 'catalogue',
): Promise<Product[]> {
  const nodes: ProductFieldsFragment[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const data: ProductsQuery = await shopifyFetch(
      ProductsDocument,
      { first: PAGE_SIZE, after, ...listings[listing] },
      'products',
      signal,
    );
    const connection = data?.products;
    if (!connection || !Array.isArray(connection.nodes)) throw malformedError('products', 'products');
    nodes.push(...connection.nodes);
    const { hasNextPage, endCursor } = connection.pageInfo ?? {};
    if (!hasNextPage || !endCursor) break;
    after = endCursor;
  }
  return reshapeProducts(nodes);
}

/** One product by its handle; a StorefrontError `not-found` when the shop has no such product. */
export async function fetchProduct(handle: string, signal?: AbortSignal): Promise<Product> {
  const data = await shopifyFetch(ProductByHandleDocument, { handle }, 'product', signal);
  if (!data?.product) throw notFoundError('product');
  return reshapeProduct(data.product);
}

/** `gid://shopify/Product/<n>` for a catalogue number, or null when it is not one. */
export function productIdForNumber(number: string): string | null {
  const trimmed = number.trim();
  return /^\d+$/.test(trimmed) ? `gid://shopify/Product/${trimmed}` : null;
}

/**
 * Products by catalogue number ("9", "17"), as the quiz mapping in Sanity names them: in the order
 * asked, skipping numbers the shop does not have (or that are not numbers at all).
 */
export async function fetchProductsByNumber(
  numbers: readonly string[],
  signal?: AbortSignal,
): Promise<Product[]> {
  const ids = numbers.flatMap((number) => productIdForNumber(number) ?? []);
  const found: (ProductFieldsFragment | null)[] = [];
  for (let start = 0; start < ids.length; start += PAGE_SIZE) {
    const data = await shopifyFetch(
      ProductsByIdsDocument,
      { ids: ids.slice(start, start + PAGE_SIZE) },
      'products',
      signal,
    );
    if (!Array.isArray(data?.nodes)) throw malformedError('products', 'nodes');
    // `nodes` answers `{}` for an id of another type and null for an unknown one.
    found.push(...(data.nodes as (ProductFieldsFragment | null)[]));
  }
  return reshapeProducts(found);
}

/** The variant a cart link names, with its product's name; null when the shop has no such variant. */
export async function fetchVariantToAdd(
  variantId: string,
  signal?: AbortSignal,
): Promise<VariantToAdd | null> {
  const data = await shopifyFetch(VariantToAddDocument, { id: variantId }, 'product', signal);
  const node = data?.node;
  // `node` answers null for an unknown id and `{}` for an id of another type.
  if (!node || !('id' in node)) return null;
  if (typeof node.product?.title !== 'string' || typeof node.product.handle !== 'string')
    throw malformedError('product', 'node.product');
  return {
    variantId: node.id,
    productHandle: node.product.handle,
    productTitle: node.product.title,
    variantTitle: node.title,
    ageRestricted: Array.isArray(node.product.tags) && isAgeRestricted(node.product),
  };
}
