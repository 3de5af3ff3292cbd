/**
 * What the header search answers an agent (its form is the WebMCP tool `search_shop_catalog`,
 * search-button.tsx): what the search palette and page find, in the shape the store's MCP server
 * answers (`searchAnswer`, src/domain/catalog-answer.ts), with the page's own paths. Each product
 * comes with its variants, which an agent adds to the cart with (`update_cart`). Loaded with the
 * frame's agent tools (shell-agent-tools.tsx), only in a browser with WebMCP.
 */
import type { QueryClient } from '@tanstack/react-query';
import { emptySearchWords, searchAnswer as answerOf } from '../../domain/catalog-answer';
import { normalizeSearchQuery } from '../../domain/product-search';
import { productsQueryOptions } from '../../lib/shopify';
import { allConditionsQueryOptions } from '../../lib/sanity/queries/conditions';
import { siteSettingsQueryOptions } from '../../lib/sanity/queries/site-settings';

/** The page's own paths: the agent reads them in the page. */
const samePath = (path: string) => path;

/** Rejects an empty query (which would list the first products, as the palette opens: not what was asked). */
export async function searchAnswer(client: QueryClient, query: string) {
  if (normalizeSearchQuery(query) === '') throw new Error(emptySearchWords);
  const [products, conditions, settings] = await Promise.all([
    client.fetchQuery(productsQueryOptions()),
    client.fetchQuery(allConditionsQueryOptions),
    client.fetchQuery(siteSettingsQueryOptions),
  ]);
  return answerOf(query, { products, conditions, fdaStatement: settings.fdaDisclaimer }, samePath);
}
