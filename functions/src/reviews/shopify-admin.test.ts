/**
 * The reviews' live ports as Shopify's Admin API sees them: the requests they send (served here by
 * MSW), and what they make of the answers.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ordersOfEmail, shopifyCatalogue, shopifyMetafields, shopifyOrders } from './shopify-admin.js';

const shop = { domain: 'sankofa-test.myshopify.com', token: 'shpat_test' };
const endpoint = 'https://sankofa-test.myshopify.com/admin/api/2026-04/graphql.json';

interface Sent {
  token: string | null;
  query: string;
  variables: Record<string, unknown>;
}
const sent: Sent[] = [];
let answer: (request: Sent) => unknown = () => ({ data: null });

const server = setupServer(
  http.post(endpoint, async ({ request }) => {
    const body = (await request.json()) as { query: string; variables: Record<string, unknown> };
    const entry = { token: request.headers.get('X-Shopify-Access-Token'), ...body };
    sent.push(entry);
    return HttpResponse.json(answer(entry) as Record<string, unknown>);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
});
afterAll(() => server.close());

const product = { productByIdentifier: { id: 'gid://shopify/Product/7', title: 'Ashwagandha Calm' } };
const orderPage = (handles: string[], hasNextPage = false) => ({
  data: {
    orders: {
      nodes: [{ lineItems: { nodes: handles.map((handle) => ({ product: { handle } })) } }],
      pageInfo: { hasNextPage, endCursor: hasNextPage ? 'next' : null },
    },
  },
});

describe('the live catalogue', () => {
  it('finds a product by its handle with the app’s token, and says when there is none', async () => {
    answer = ({ variables }) => ({
      data: variables.handle === 'ashwagandha-calm' ? product : { productByIdentifier: null },
    });
    expect(await shopifyCatalogue(shop).product('ashwagandha-calm')).toEqual({ title: 'Ashwagandha Calm' });
    expect(await shopifyCatalogue(shop).product('gone')).toBeNull();
    expect(sent[0]?.token).toBe('shpat_test');
  });

  it('fails on an error of the API, rather than answer "no product"', async () => {
    answer = () => ({ errors: [{ message: 'Access denied for productByIdentifier field.' }] });
    await expect(shopifyCatalogue(shop).product('ashwagandha-calm')).rejects.toThrow(/Access denied/);
  });
});

describe('the live orders', () => {
  it('asks for the orders of the email, and finds the product among their lines, page after page', async () => {
    answer = ({ variables }) =>
      variables.after === 'next' ? orderPage(['ashwagandha-calm']) : orderPage(['vitamin-d3-k2'], true);
    expect(await shopifyOrders(shop).hasOrdered('maya@example.com', 'ashwagandha-calm')).toBe(true);
    expect(sent.map(({ variables }) => variables)).toEqual([
      { query: 'email:"maya@example.com"', after: null },
      { query: 'email:"maya@example.com"', after: 'next' },
    ]);
    expect(await shopifyOrders(shop).hasOrdered('maya@example.com', 'elderberry-immune')).toBe(false);
  });

  it('quotes the email in the search', () => {
    expect(ordersOfEmail('a"b\\c@example.com')).toBe('email:"a\\"b\\\\c@example.com"');
  });
});

describe('the live metafields', () => {
  it('sets reviews.rating (type rating, one decimal) and reviews.rating_count on the product', async () => {
    answer = ({ query }) =>
      query.includes('productByIdentifier')
        ? { data: product }
        : { data: { metafieldsSet: { userErrors: [] } } };
    await shopifyMetafields(shop).setReviewFigures('ashwagandha-calm', {
      count: 4,
      sum: 19,
      stars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 3 },
    });
    expect(sent[1]?.variables).toEqual({
      metafields: [
        {
          ownerId: 'gid://shopify/Product/7',
          namespace: 'reviews',
          key: 'rating',
          type: 'rating',
          value: '{"scale_min":"1.0","scale_max":"5.0","value":"4.8"}',
        },
        {
          ownerId: 'gid://shopify/Product/7',
          namespace: 'reviews',
          key: 'rating_count',
          type: 'number_integer',
          value: '4',
        },
      ],
    });
  });

  it('without published reviews: the count is 0 and the rating is deleted', async () => {
    answer = ({ query }) =>
      query.includes('productByIdentifier')
        ? { data: product }
        : query.includes('metafieldsDelete')
          ? { data: { metafieldsDelete: { userErrors: [] } } }
          : { data: { metafieldsSet: { userErrors: [] } } };
    await shopifyMetafields(shop).setReviewFigures('ashwagandha-calm', {
      count: 0,
      sum: 0,
      stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
    expect(sent[1]?.variables).toMatchObject({ metafields: [{ key: 'rating_count', value: '0' }] });
    expect(sent[2]?.variables).toEqual({
      metafields: [{ ownerId: 'gid://shopify/Product/7', namespace: 'reviews', key: 'rating' }],
    });
  });

  it('fails with Shopify’s words when the write is refused', async () => {
    answer = ({ query }) =>
      query.includes('productByIdentifier')
        ? { data: product }
        : { data: { metafieldsSet: { userErrors: [{ field: ['metafields'], message: 'Access denied' }] } } };
    await expect(
      shopifyMetafields(shop).setReviewFigures('ashwagandha-calm', {
        count: 1,
        sum: 5,
        stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 },
      }),
    ).rejects.toThrow('metafieldsSet: Access denied');
  });
});
