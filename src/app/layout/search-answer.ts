/**
 * What the header search answers an agent (its form is the WebMCP tool `search_shop_catalog`,
 * search-button.tsx): the search palette's matching over the catalogue and the health conditions
 * (`createStoreSearch`: at most 8 of each), as data, in the store's MCP server's words where it
 * says the same (src/agent). Each product comes with its price, benefit, page and the variant an
 * agent adds to the cart with (`update_cart`); each condition with its page. Loaded with
 * the frame's agent tools (shell-agent-tools.tsx), only in a browser with WebMCP.
 */
import type { QueryClient } from '@tanstack/react-query';
import { CLAIM_SYMBOL } from '../../domain/claims';
import { purchasableVariant } from '../../components/purchase/use-product-purchase';
import { paths } from '../../config/paths';
import { isAgeRestricted } from '../../domain/age-check';
import type { Product } from '../../domain/commerce';
import { formatMoney } from '../../domain/money';
import { createStoreSearch, normalizeSearchQuery } from '../../domain/product-search';
import { productsQueryOptions } from '../../lib/shopify';
import { allConditionsQueryOptions } from '../../lib/sanity/queries/conditions';
import { siteSettingsQueryOptions } from '../../lib/sanity/queries/site-settings';

function productFound(product: Product) {
  const variant = purchasableVariant(product);
  return {
    title: product.title,
    page: paths.product(product.handle),
    price: formatMoney(product.price),
    // A structure/function claim, marked as the page marks it, with the FDA statement below.
    benefit: `${product.benefit}${CLAIM_SYMBOL}`,
    ...(variant ? { variant_id: variant.id } : { sold_out: true }),
    age_restricted: isAgeRestricted(product),
  };
}

/** The shown search page's address for `query`. */
export const searchPageFor = (query: string) => `${paths.search}?${new URLSearchParams({ q: query })}`;

export async function searchAnswer(client: QueryClient, query: string) {
  // An empty query would list the first products, as the palette opens: not what was asked.
  if (normalizeSearchQuery(query) === '') {
    return { query, products: [], conditions: [], hint: 'Give a product, a health condition or a keyword.' };
  }
  const [products, conditions, settings] = await Promise.all([
    client.fetchQuery(productsQueryOptions()),
    client.fetchQuery(allConditionsQueryOptions),
    client.fetchQuery(siteSettingsQueryOptions),
  ]);
  const found = createStoreSearch(products, conditions)(query);
  return {
    query,
    products: found.products.map(productFound),
    conditions: found.conditions.map(({ name, summary, href }) => ({ name, summary, page: href })),
    statement: `${CLAIM_SYMBOL} ${settings.fdaDisclaimer}`,
    search_page: searchPageFor(query),
  };
}
