/**
 * The catalogue under Shopify's Storefront MCP names: `search_shop_catalog` (the header search's
 * matching, the eight products the search page shows) and `get_product_details` (what the product
 * page shows: price, Supplement Facts, Subscribe & save, lab reports, the FDA statement).
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod/mini';
import { paths } from '../config/paths';
import { bundleSavingWords } from '../domain/bundle-saving-words';
import { CLAIM_SYMBOL } from '../domain/claims';
import type { Product } from '../domain/commerce';
import { pricePerServingWords } from '../domain/supplement-facts';
import { normalizeSearchQuery } from '../domain/product-search';
import { emptySearchWords, price, searchAnswer } from '../domain/catalog-answer';
import { productLabReportsQueryOptions } from '../lib/sanity/queries/lab-reports';
import { allConditionsQueryOptions } from '../lib/sanity/queries/conditions';
import { siteSettingsQueryOptions } from '../lib/sanity/queries/site-settings';
import {
  productFactsQueryOptions,
  productQueryOptions,
  productsByNumberQueryOptions,
  productsQueryOptions,
  productSubscriptionsQueryOptions,
} from '../lib/shopify/queries';
import { StorefrontError } from '../lib/shopify/errors';
import { answer, answering, refusal, storeReads, storeUrl } from './answers';
import { factsPanel, labReportLinks, productSummary, subscriptionOffers } from './products';

const text = (description: string, max: number) =>
  z.string().check(z.trim(), z.minLength(1), z.maxLength(max), z.describe(description));

const PRODUCT_GID = /^gid:\/\/shopify\/Product\/(\d+)$/;
const HANDLE = /^[a-z0-9][a-z0-9-]{0,99}$/;

/** The product a tool names by its Storefront id or its handle; null when the shop has none. */
export async function productNamed(productId: string): Promise<Product | null> {
  const number = PRODUCT_GID.exec(productId)?.[1];
  if (number) {
    const [found] = await storeReads.fetchQuery(productsByNumberQueryOptions([number]));
    return found ?? null;
  }
  if (!HANDLE.test(productId)) return null;
  try {
    return await storeReads.fetchQuery(productQueryOptions(productId));
  } catch (error) {
    if (error instanceof StorefrontError && error.reason === 'not-found') return null;
    throw error;
  }
}

export const notAProduct = (productId: string) =>
  `The shop has no product ${JSON.stringify(productId)}. Use a product_id or handle from search_shop_catalog.`;

export function registerCatalogTools(server: McpServer) {
  server.registerTool(
    'search_shop_catalog',
    {
      title: 'Search the catalogue',
      description:
        "Searches Sankofa Wellness's supplements and health conditions as the store's search page does: up to eight " +
        'products with their price, variants (variant_id for update_cart) and page, and up to eight conditions.',
      inputSchema: {
        query: text('What the shopper is looking for: "vitamin D", "sleep", "blood sugar support".', 200),
        context: z.optional(
          text('What the shopper said around the question. The search ranks by the query alone.', 500),
        ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ query }) =>
      answering(async () => {
        if (normalizeSearchQuery(query) === '') return refusal(emptySearchWords);
        const [products, conditions, settings] = await Promise.all([
          storeReads.fetchQuery(productsQueryOptions()),
          storeReads.fetchQuery(allConditionsQueryOptions),
          storeReads.fetchQuery(siteSettingsQueryOptions),
        ]);
        return answer(
          searchAnswer(query, { products, conditions, fdaStatement: settings.fdaDisclaimer }, storeUrl),
        );
      }),
  );

  server.registerTool(
    'get_product_details',
    {
      title: 'A product in full',
      description:
        "A product's page in data: price and variants, Supplement Facts (serving, amounts, % Daily Value, " +
        'suggested use, warnings), Subscribe & save plans with the terms they renew on, its newest lab reports, ' +
        'and the FDA statement its benefit claims carry. Whether it is sold only to adults (then update_cart needs a date of birth).',
      inputSchema: {
        product_id: text('The product: its product_id ("gid://shopify/Product/9") or its handle.', 120),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ product_id: productId }) =>
      answering(async () => {
        const product = await productNamed(productId);
        if (!product) return refusal(notAProduct(productId));
        const { handle } = product;
        const [facts, subscriptions, reports, settings] = await Promise.all([
          storeReads.fetchQuery(productFactsQueryOptions(handle)),
          storeReads.fetchQuery(productSubscriptionsQueryOptions(handle)),
          storeReads.fetchQuery(productLabReportsQueryOptions(handle)),
          storeReads.fetchQuery(siteSettingsQueryOptions),
        ]);
        return answer({
          ...productSummary(product),
          vendor: product.vendor,
          subtitle: product.subtitle,
          key_benefits: product.benefits,
          certifications: product.certifications,
          bundle_contents: product.bundleParts.map((part) => ({
            handle: part.handle,
            title: part.title,
            price: price(part.price),
            url: storeUrl(paths.product(part.handle)),
          })),
          bundle_saving: bundleSavingWords(product.price, product.bundleParts),
          price_per_serving: facts && pricePerServingWords(product.price, facts),
          supplement_facts: facts ? factsPanel(facts) : null,
          subscriptions: subscriptionOffers(product, subscriptions),
          lab_reports: labReportLinks(reports),
          disclaimer: `${CLAIM_SYMBOL} ${settings.fdaDisclaimer}`,
        });
      }),
  );
}
