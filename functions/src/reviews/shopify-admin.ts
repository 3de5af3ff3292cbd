/**
 * The reviews' ports to the live shop, over Shopify's Admin GraphQL API with the store's custom
 * app token: the catalogue (a product by handle), the orders (an email's orders holding the
 * product) and the product's `reviews.rating` and `reviews.rating_count` metafields, which every
 * card and Shopify's own channels read. Each request waits at most 10 s.
 */
import { averageRating, type ReviewSummary } from '../../../src/domain/reviews/summary';
import type { CataloguePort, MetafieldsPort, OrdersPort } from './review-context.js';

export const ADMIN_API_VERSION = '2026-04';
const DEADLINE_MS = 10_000;
/** Orders read per question (newest first): 4 pages of 50. */
const ORDER_PAGES = 4;

export interface ShopifyAdmin {
  /** The shop's myshopify.com domain. */
  domain: string;
  token: string;
  fetch?: typeof fetch;
}

type GraphQLAnswer<Data> = { data?: Data; errors?: unknown };

async function adminQuery<Data>(
  shop: ShopifyAdmin,
  query: string,
  variables: Record<string, unknown>,
): Promise<Data> {
  const response = await (shop.fetch ?? fetch)(
    `https://${shop.domain}/admin/api/${ADMIN_API_VERSION}/graphql.json`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': shop.token },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(DEADLINE_MS),
    },
  );
  if (!response.ok) throw new Error(`Shopify Admin API answered HTTP ${response.status}`);
  const answer = (await response.json()) as GraphQLAnswer<Data>;
  if (answer.errors || !answer.data) {
    throw new Error(`Shopify Admin API refused the request: ${JSON.stringify(answer.errors ?? 'no data')}`);
  }
  return answer.data;
}

const PRODUCT_QUERY = `query ReviewProduct($handle: String!) {
  productByIdentifier(identifier: { handle: $handle }) { id title }
}`;

async function productByHandle(shop: ShopifyAdmin, handle: string) {
  const data = await adminQuery<{ productByIdentifier: { id: string; title: string } | null }>(
    shop,
    PRODUCT_QUERY,
    { handle },
  );
  return data.productByIdentifier;
}

export function shopifyCatalogue(shop: ShopifyAdmin): CataloguePort {
  return {
    async product(handle) {
      const product = await productByHandle(shop, handle);
      return product ? { title: product.title } : null;
    },
  };
}

const ORDERS_QUERY = `query ReviewOrders($query: String!, $after: String) {
  orders(first: 50, after: $after, query: $query, sortKey: CREATED_AT, reverse: true) {
    nodes { lineItems(first: 100) { nodes { product { handle } } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface OrdersPage {
  orders: {
    nodes: { lineItems: { nodes: { product: { handle: string } | null }[] } }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
}

/** Shopify's search syntax for the orders placed with `email`, quoted. */
export const ordersOfEmail = (email: string) => `email:"${email.replace(/["\\]/g, '\\$&')}"`;

export function shopifyOrders(shop: ShopifyAdmin): OrdersPort {
  return {
    async hasOrdered(email, productHandle) {
      let after: string | null = null;
      for (let page = 0; page < ORDER_PAGES; page += 1) {
        const { orders }: OrdersPage = await adminQuery<OrdersPage>(shop, ORDERS_QUERY, {
          query: ordersOfEmail(email),
          after,
        });
        const holds = orders.nodes.some((order) =>
          order.lineItems.nodes.some((line) => line.product?.handle === productHandle),
        );
        if (holds) return true;
        if (!orders.pageInfo.hasNextPage) return false;
        after = orders.pageInfo.endCursor;
      }
      return false;
    },
  };
}

const SET_FIGURES = `mutation ReviewFigures($metafields: [MetafieldsSetInput!]!) {
  metafieldsSet(metafields: $metafields) { userErrors { field message } }
}`;

const DELETE_RATING = `mutation ReviewRatingGone($metafields: [MetafieldIdentifierInput!]!) {
  metafieldsDelete(metafields: $metafields) { userErrors { field message } }
}`;

type UserErrors = { userErrors: { field: string[] | null; message: string }[] };

function checkUserErrors(what: string, result: UserErrors | null | undefined) {
  if (result && result.userErrors.length > 0) {
    throw new Error(`${what}: ${result.userErrors.map((error) => error.message).join('; ')}`);
  }
}

/**
 * The figures as Shopify's standard review metafields: `reviews.rating` (type rating, 1.0 to 5.0,
 * the average to one decimal) and `reviews.rating_count` (an integer). Without published reviews
 * the count is 0 and the rating is deleted: a rating cannot be below its scale.
 */
export function shopifyMetafields(shop: ShopifyAdmin): MetafieldsPort {
  return {
    async setReviewFigures(productHandle, summary: ReviewSummary) {
      const product = await productByHandle(shop, productHandle);
      if (!product) throw new Error(`The shop has no product ${productHandle}`);
      const count = {
        ownerId: product.id,
        namespace: 'reviews',
        key: 'rating_count',
        type: 'number_integer',
        value: String(summary.count),
      };
      const rating = {
        ownerId: product.id,
        namespace: 'reviews',
        key: 'rating',
        type: 'rating',
        value: JSON.stringify({
          scale_min: '1.0',
          scale_max: '5.0',
          value: averageRating(summary).toFixed(1),
        }),
      };
      const set = await adminQuery<{ metafieldsSet: UserErrors | null }>(shop, SET_FIGURES, {
        metafields: summary.count > 0 ? [rating, count] : [count],
      });
      checkUserErrors('metafieldsSet', set.metafieldsSet);
      if (summary.count === 0) {
        const gone = await adminQuery<{ metafieldsDelete: UserErrors | null }>(shop, DELETE_RATING, {
          metafields: [{ ownerId: product.id, namespace: 'reviews', key: 'rating' }],
        });
        checkUserErrors('metafieldsDelete', gone.metafieldsDelete);
      }
    },
  };
}
