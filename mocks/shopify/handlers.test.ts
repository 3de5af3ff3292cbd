/* eslint-disable @typescript-eslint/no-explicit-any -- the assertions check the GraphQL answers' shape */
import { afterEach, describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import {
  CartAttributesUpdate,
  CartBuyerIdentityUpdate,
  CartCreate,
  CartDiscountCodesUpdate,
  CartLineAdd,
  CartLineRemove,
  CartLineUpdate,
  CartNoteUpdate,
  CartQuery,
  defaultCartFragment,
} from '@shopify/hydrogen-react/cart-queries';
import { mockConfig } from '../../src/config/env-schema';
import { catalogue } from '../data/catalogue';
import { resetMockCarts } from './carts';
import { shopifyHandlers } from './handlers';

/** The Storefront API on this page's origin, where the local services answer it. */
const storefrontEndpoint = `${location.origin}/api/2026-04/graphql.json`;

async function storefront(
  query: string,
  variables: Record<string, unknown> = {},
  token: string = mockConfig.shopify.storefrontToken,
) {
  const response = await fetch(storefrontEndpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Storefront-Access-Token': token },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as { data?: any; errors?: any } };
}

// hydrogen-react's own cart operations, with its default fragment: what CartProvider sends.
const cartOps = {
  create: CartCreate(defaultCartFragment),
  query: CartQuery(defaultCartFragment),
  add: CartLineAdd(defaultCartFragment),
  update: CartLineUpdate(defaultCartFragment),
  remove: CartLineRemove(defaultCartFragment),
  discount: CartDiscountCodesUpdate(defaultCartFragment),
  note: CartNoteUpdate(defaultCartFragment),
  attributes: CartAttributesUpdate(defaultCartFragment),
  identity: CartBuyerIdentityUpdate(defaultCartFragment),
};

const variant = (product: number, index = 1) => `gid://shopify/ProductVariant/${product * 1000 + index}`;

afterEach(() => resetMockCarts());

describe('mock Storefront API: requests', () => {
  it('refuses a wrong access token with 401 and Shopify’s body', async () => {
    const { status, body } = await storefront('{ shop { name } }', {}, 'not-the-token');
    expect(status).toBe(401);
    expect(body).toEqual({
      errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
    });
  });

  it('refuses a body without a query with 400', async () => {
    const response = await fetch(storefrontEndpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': 'mock_storefront_public_token',
      },
      body: '{"variables":{}}',
    });
    expect(response.status).toBe(400);
  });

  it('rejects an invalid operation with the real error shape', async () => {
    const { status, body } = await storefront(
      'query Broken { product(handle: "ashwagandha-calm") { id colour } }',
    );
    expect(status).toBe(200);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      {
        message: "Field 'colour' doesn't exist on type 'Product'",
        locations: [{ line: 1, column: 57 }],
        path: ['query Broken', 'product', 'colour'],
        extensions: { code: 'undefinedField', typeName: 'Product', fieldName: 'colour' },
      },
    ]);
  });

  it('names a missing required argument and an undeclared variable as graphql-ruby does', async () => {
    const { body } = await storefront('query Q { cart { id } product(handle: $handle) { id } }');
    expect(
      body.errors.map((error: { extensions: { code: string } }) => error.extensions.code).sort(),
    ).toEqual(['missingRequiredArguments', 'variableNotDefined']);
    for (const error of body.errors) expect(error).toHaveProperty('locations');
  });

  it('reports a syntax error with its location', async () => {
    const { body } = await storefront('{ products(first: 1) { nodes { id }');
    expect(body.errors[0]).toMatchObject({ extensions: { code: 'parseError' } });
    expect(body.errors[0].locations[0]).toHaveProperty('line', 1);
  });
});

describe('mock Storefront API: catalogue', () => {
  it('pages through products with cursors, at most 250 at a time', async () => {
    const query = `query P($first: Int, $after: String) {
      products(first: $first, after: $after) { nodes { id } pageInfo { hasNextPage endCursor } }
    }`;
    const all = await storefront(query, { first: 250 });
    expect(all.body.data.products.nodes).toHaveLength(74);
    expect(all.body.data.products.pageInfo.hasNextPage).toBe(false);

    const first = await storefront(query, { first: 30 });
    const second = await storefront(query, { first: 30, after: first.body.data.products.pageInfo.endCursor });
    expect(first.body.data.products.pageInfo.hasNextPage).toBe(true);
    expect(second.body.data.products.nodes[0].id).toBe('gid://shopify/Product/31');

    const tooMany = await storefront(query, { first: 251 });
    expect(tooMany.body.errors[0].message).toBe('first cannot exceed 250');
    const none = await storefront('{ products { nodes { id } } }');
    expect(none.body.errors[0].message).toBe('you must provide one of first or last');
  });

  it('searches by tag, by title and by free text, and sorts', async () => {
    const query = `query S($query: String, $sortKey: ProductSortKeys, $reverse: Boolean) {
      products(first: 250, query: $query, sortKey: $sortKey, reverse: $reverse) {
        nodes { title tags priceRange { minVariantPrice { amount } } }
      }
    }`;
    const sleep = await storefront(query, { query: 'tag:sleep' });
    expect(sleep.body.data.products.nodes.length).toBeGreaterThanOrEqual(2);
    for (const product of sleep.body.data.products.nodes) expect(product.tags).toContain('sleep');

    const byTitle = await storefront(query, { query: 'title:*turmeric*' });
    expect(byTitle.body.data.products.nodes.map((p: { title: string }) => p.title)).toEqual([
      'Turmeric with Ginger',
    ]);

    const text = await storefront(query, { query: '40 billion CFU' });
    expect(text.body.data.products.nodes[0].title).toBe('Probiotic 40 Billion CFU');

    const either = await storefront(query, { query: 'tag:eye OR tag:liver' });
    const eyeOrLiver = catalogue.filter(
      (product) => product.tags.includes('eye') || product.tags.includes('liver'),
    );
    expect(either.body.data.products.nodes).toHaveLength(eyeOrLiver.length);

    const byPrice = await storefront(query, { sortKey: 'PRICE', reverse: true });
    const prices = byPrice.body.data.products.nodes.map((product: any) =>
      Number(product.priceRange.minVariantPrice.amount),
    );
    expect(prices[0]).toBe(899.99);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('answers a product with prices, images, variants and metafields', async () => {
    const { body } = await storefront(`{
      product(handle: "vitamin-b12-methylcobalamin") {
        id title onlineStoreUrl availableForSale
        priceRange { minVariantPrice { amount currencyCode } maxVariantPrice { amount } }
        compareAtPriceRange { minVariantPrice { amount } }
        images(first: 5) { nodes { url(transform: { maxWidth: 400 }) width height altText } }
        variants(first: 5) { nodes { id title price { amount } compareAtPrice { amount } selectedOptions { name value } } }
        rating: metafield(namespace: "reviews", key: "rating") { type value }
        metafields(identifiers: [{ namespace: "custom", key: "benefit_image" }, { namespace: "custom", key: "nope" }]) {
          type reference { ... on MediaImage { image { url width height } } }
        }
      }
    }`);
    const product = body.data.product;
    expect(product.id).toBe('gid://shopify/Product/43');
    expect(product.onlineStoreUrl).toBe(
      'https://sankofa-wellness.myshopify.com/products/vitamin-b12-methylcobalamin',
    );
    expect(product.priceRange).toEqual({
      minVariantPrice: { amount: '149.99', currencyCode: 'USD' },
      maxVariantPrice: { amount: '349.99' },
    });
    expect(product.variants.nodes.map((v: { title: string }) => v.title)).toEqual([
      '30 Count',
      '60 Count',
      '90 Count',
    ]);
    expect(product.images.nodes[0]).toMatchObject({ width: 800, height: 800 });
    expect(product.images.nodes[0].url).toMatch(/^\/cdn\/shop\/files\/.+\.svg\?v=1&width=400$/);
    expect(JSON.parse(product.rating.value)).toEqual({ scale_min: '1.0', scale_max: '5.0', value: '4.3' });
    expect(product.metafields[0].reference.image).toMatchObject({ width: 1200, height: 800 });
    expect(product.metafields[1]).toBeNull();
  });

  it('answers nodes in the order asked, with null for unknown ids', async () => {
    const { body } = await storefront(
      `query N($ids: [ID!]!) { nodes(ids: $ids) { id ... on Product { title } } }`,
      { ids: ['gid://shopify/Product/17', 'gid://shopify/Product/999', 'gid://shopify/Product/9'] },
    );
    expect(body.data.nodes).toEqual([
      { id: 'gid://shopify/Product/17', title: 'Ceylon Cinnamon & Chromium' },
      null,
      { id: 'gid://shopify/Product/9', title: 'Berberine Blood Sugar Support' },
    ]);
  });

  it('answers a collection by id or handle with its products', async () => {
    const query = `query C($id: ID, $handle: String) {
      collection(id: $id, handle: $handle) { id handle title products(first: 250) { nodes { tags } } }
    }`;
    const bloodSugar = await storefront(query, { id: 'gid://shopify/Collection/264242954334' });
    expect(bloodSugar.body.data.collection.title).toBe('Blood Sugar Support');
    for (const product of bloodSugar.body.data.collection.products.nodes)
      expect(product.tags).toContain('blood-sugar');
    const bundles = await storefront(query, { handle: 'bundles' });
    expect(bundles.body.data.collection.products.nodes).toHaveLength(8);
    const missing = await storefront(query, { id: 'gid://shopify/Collection/1' });
    expect(missing.body.data.collection).toBeNull();
  });
});

describe('mock Storefront API: cart (hydrogen-react’s operations)', () => {
  async function createCart(lines: { merchandiseId: string; quantity: number }[]) {
    const { body } = await storefront(cartOps.create, {
      input: { lines, buyerIdentity: { countryCode: 'US' } },
    });
    return body.data.cartCreate.cart;
  }

  it('creates a cart with totals and a checkout URL', async () => {
    const cart = await createCart([{ merchandiseId: variant(5), quantity: 2 }]);
    expect(cart.id).toMatch(/^gid:\/\/shopify\/Cart\/\w+\?key=\w+$/);
    // Shopify's checkout address, on the shop's origin, where the local shop serves the page itself.
    const [, token, key] = /Cart\/(\w+)\?key=(\w+)$/.exec(cart.id)!;
    expect(cart.checkoutUrl).toBe(`${window.location.origin}/cart/c/${token}?key=${key}`);
    expect(cart.totalQuantity).toBe(2);
    expect(cart.cost.subtotalAmount).toEqual({ currencyCode: 'USD', amount: '299.98' });
    expect(cart.lines.edges[0].node.merchandise.product.handle).toBe('probiotic-40-billion-cfu');
    expect(cart.buyerIdentity.countryCode).toBe('US');

    const fetched = await storefront(cartOps.query, { id: cart.id });
    expect(fetched.body.data.cart.id).toBe(cart.id);
    const unknown = await storefront(cartOps.query, { id: 'gid://shopify/Cart/nope?key=nope' });
    expect(unknown.body.data.cart).toBeNull();
  });

  it('keeps both lines when two browsers add to the same cart at once', async () => {
    const cart = await createCart([{ merchandiseId: variant(6), quantity: 1 }]);
    await Promise.all([
      storefront(cartOps.add, { cartId: cart.id, lines: [{ merchandiseId: variant(43, 2), quantity: 1 }] }),
      storefront(cartOps.add, { cartId: cart.id, lines: [{ merchandiseId: variant(12), quantity: 2 }] }),
    ]);
    const fetched = await storefront(cartOps.query, { id: cart.id });
    const lines = fetched.body.data.cart.lines.edges.map((edge: any) => edge.node);
    expect(lines.map((line: any) => [line.merchandise.id, line.quantity]).sort()).toEqual(
      [
        [variant(6), 1],
        [variant(43, 2), 1],
        [variant(12), 2],
      ].sort(),
    );
  });

  it('merges the same merchandise, updates, and removes on quantity 0', async () => {
    const cart = await createCart([{ merchandiseId: variant(6), quantity: 1 }]);
    const added = await storefront(cartOps.add, {
      cartId: cart.id,
      lines: [
        { merchandiseId: variant(6), quantity: 2 },
        { merchandiseId: variant(43, 2), quantity: 1 },
      ],
    });
    const lines = added.body.data.cartLinesAdd.cart.lines.edges.map((edge: any) => edge.node);
    expect(lines.map((line: any) => [line.merchandise.id, line.quantity])).toEqual([
      [variant(6), 3],
      [variant(43, 2), 1],
    ]);

    const updated = await storefront(cartOps.update, {
      cartId: cart.id,
      lines: [{ id: lines[0].id, quantity: 0 }],
    });
    const after = updated.body.data.cartLinesUpdate.cart;
    expect(after.lines.edges).toHaveLength(1);
    expect(after.totalQuantity).toBe(1);

    const removed = await storefront(cartOps.remove, { cartId: cart.id, lines: [lines[1].id] });
    expect(removed.body.data.cartLinesRemove.cart.totalQuantity).toBe(0);
  });

  it('gives Shopify’s user errors for unknown merchandise and line ids, changing nothing', async () => {
    const cart = await createCart([{ merchandiseId: variant(1), quantity: 1 }]);
    const query = (mutation: string, field: string) =>
      `mutation M($cartId: ID!, $lines: ${field}) { ${mutation}(cartId: $cartId, ${mutation === 'cartLinesRemove' ? 'lineIds' : 'lines'}: $lines) { cart { totalQuantity } userErrors { code field message } } }`;

    const badAdd = await storefront(query('cartLinesAdd', '[CartLineInput!]!'), {
      cartId: cart.id,
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/999999', quantity: 1 }],
    });
    expect(badAdd.body.data.cartLinesAdd).toEqual({
      cart: { totalQuantity: 1 },
      userErrors: [
        {
          code: 'INVALID',
          field: ['lines', '0', 'merchandiseId'],
          message: 'The merchandise with id gid://shopify/ProductVariant/999999 does not exist.',
        },
      ],
    });

    const badUpdate = await storefront(query('cartLinesUpdate', '[CartLineUpdateInput!]!'), {
      cartId: cart.id,
      lines: [{ id: 'gid://shopify/CartLine/nope', quantity: 3 }],
    });
    expect(badUpdate.body.data.cartLinesUpdate.userErrors).toEqual([
      {
        code: 'INVALID',
        field: ['lines', '0', 'id'],
        message: 'The merchandise line with id gid://shopify/CartLine/nope does not exist.',
      },
    ]);

    const badRemove = await storefront(query('cartLinesRemove', '[ID!]!'), {
      cartId: cart.id,
      lines: ['gid://shopify/CartLine/nope'],
    });
    expect(badRemove.body.data.cartLinesRemove.userErrors[0].field).toEqual(['lineIds', '0']);
    expect(badRemove.body.data.cartLinesRemove.cart.totalQuantity).toBe(1);
  });

  it('does not add sold-out merchandise, and says why in a warning', async () => {
    const cart = await createCart([]);
    const { body } = await storefront(
      `mutation A($cartId: ID!, $lines: [CartLineInput!]!) {
        cartLinesAdd(cartId: $cartId, lines: $lines) { cart { totalQuantity } warnings { code message target } }
      }`,
      { cartId: cart.id, lines: [{ merchandiseId: variant(46), quantity: 1 }] },
    );
    expect(body.data.cartLinesAdd.cart.totalQuantity).toBe(0);
    expect(body.data.cartLinesAdd.warnings[0]).toMatchObject({ code: 'MERCHANDISE_OUT_OF_STOCK' });
  });

  it('applies WELCOME10 for 10% off and marks other codes not applicable', async () => {
    const cart = await createCart([{ merchandiseId: variant(9), quantity: 1 }]);
    const welcome = await storefront(cartOps.discount, { cartId: cart.id, discountCodes: ['welcome10'] });
    const discounted = welcome.body.data.cartDiscountCodesUpdate.cart;
    expect(discounted.discountCodes).toEqual([{ code: 'welcome10', applicable: true }]);
    expect(discounted.cost.subtotalAmount.amount).toBe('199.99');
    expect(discounted.cost.totalAmount.amount).toBe('179.99');

    const other = await storefront(cartOps.discount, { cartId: cart.id, discountCodes: ['FREESTUFF'] });
    const plain = other.body.data.cartDiscountCodesUpdate.cart;
    expect(plain.discountCodes).toEqual([{ code: 'FREESTUFF', applicable: false }]);
    expect(plain.cost.totalAmount.amount).toBe('199.99');
  });

  it('updates the note, attributes and buyer identity', async () => {
    const cart = await createCart([]);
    const note = await storefront(cartOps.note, { cartId: cart.id, note: 'Gift for Mom' });
    expect(note.body.data.cartNoteUpdate.cart.note).toBe('Gift for Mom');
    const attributes = await storefront(cartOps.attributes, {
      cartId: cart.id,
      attributes: [{ key: 'source', value: 'quiz' }],
    });
    expect(attributes.body.data.cartAttributesUpdate.cart.attributes).toEqual([
      { key: 'source', value: 'quiz' },
    ]);
    const identity = await storefront(cartOps.identity, {
      cartId: cart.id,
      buyerIdentity: { countryCode: 'CA', email: 'ada@example.com' },
    });
    expect(identity.body.data.cartBuyerIdentityUpdate.cart.buyerIdentity).toMatchObject({
      countryCode: 'CA',
      email: 'ada@example.com',
      customer: null,
    });
  });

  it('keeps carts in localStorage under mock-shopify-carts when there is one', async () => {
    const cart = await createCart([{ merchandiseId: variant(2), quantity: 1 }]);
    const saved = JSON.parse(localStorage.getItem('mock-shopify-carts') ?? '{}') as Record<string, unknown>;
    expect(Object.keys(saved)).toHaveLength(1);
    expect(cart.checkoutUrl).toContain(Object.keys(saved)[0]);
  });
});

describe("Shopify's cart permalink", () => {
  it("answers at the root only: the dev server's modules in a cart/ folder pass on", async () => {
    const answer = (path: string) => getResponse(shopifyHandlers, new Request(`${location.origin}${path}`));
    expect(await answer('/src/lib/shopify/cart/store-cart.tsx')).toBeUndefined();
    const notACart = await answer('/cart/store-cart.tsx');
    expect(notACart?.status).toBe(404);
    expect(await notACart?.text()).toBe('This cart link is not valid.');
  });
});
