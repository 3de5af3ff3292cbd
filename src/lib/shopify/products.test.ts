/**
 * The fetchers against the mock Storefront API (the real request code, through MSW), and how each
 * kind of failure reaches the shopper.
 */
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { server } from '../../../mocks/node';
import { storefrontEndpoint } from '../../../mocks/shopify/handlers';
import { runStorefrontRequest } from '../../../mocks/shopify/storefront';
import { catalogue } from '../../../mocks/data/catalogue';
import { fetchCollection } from './collections';
import { StorefrontError } from './errors';
import { fetchProduct, fetchProducts, fetchProductsByNumber } from './products';
import {
  collectionByHandleQueryOptions,
  collectionQueryOptions,
  productQueryOptions,
  productsByNumberQueryOptions,
  productsQueryOptions,
} from './queries';

describe('products', () => {
  it('loads all 74 products of the shop, in catalogue order, ready for the cards', async () => {
    const products = await fetchProducts();
    expect(products).toHaveLength(74);
    expect(products.map((product) => product.catalogueNumber)).toEqual(
      Array.from({ length: 74 }, (_, index) => String(index + 1)),
    );
    const first = products[0];
    expect(first).toMatchObject({
      title: 'Daily Energy B-Complex',
      price: { amount: 199.99, currencyCode: 'USD' },
      compareAtPrice: { amount: 399.99, currencyCode: 'USD' },
      rating: 4.6,
      reviewCount: 16,
      availableForSale: true,
    });
    expect(first?.images.length).toBeGreaterThan(0);
    expect(first?.certifications.length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['best-selling', { sortKey: 'BEST_SELLING' }],
    ['bundles', { sortKey: 'ID', query: 'product_type:Bundle' }],
    ['catalogue', { sortKey: 'ID' }],
  ] as const)('asks Shopify for the %s list as %j', async (listing, asked) => {
    const variables: Record<string, unknown>[] = [];
    server.use(
      http.post(storefrontEndpoint, async ({ request }) => {
        variables.push(((await request.clone().json()) as { variables: Record<string, unknown> }).variables);
        return undefined;
      }),
    );
    await fetchProducts(undefined, listing);
    expect(variables).toEqual([{ first: 250, after: null, ...asked }]);
  });

  it('lists every product the best-selling first, as the shop ranks them (the mock: by review count)', async () => {
    const products = await fetchProducts(undefined, 'best-selling');
    const ranked = [...catalogue].sort((a, b) => b.reviewCount - a.reviewCount || a.number - b.number);
    expect(products.map((product) => product.title)).toEqual(ranked.map((product) => product.title));
    expect(products[0]?.reviewCount).toBe(Math.max(...catalogue.map((product) => product.reviewCount)));
  });

  it('lists the bundles only', async () => {
    const products = await fetchProducts(undefined, 'bundles');
    expect(products.map((product) => product.title)).toEqual(
      catalogue.filter((product) => product.form === 'bundle').map((product) => product.title),
    );
    expect(products).toHaveLength(8);
  });

  it("reads a bundle's products, each with its price, and strikes through no more than their sum", async () => {
    const bloodSugar = await fetchProduct('blood-sugar-balance-bundle');
    expect(bloodSugar.bundleParts).toEqual([
      {
        handle: 'berberine-blood-sugar-support',
        title: 'Berberine Blood Sugar Support',
        price: { amount: 199.99, currencyCode: 'USD' },
      },
      {
        handle: 'ceylon-cinnamon-and-chromium',
        title: 'Ceylon Cinnamon & Chromium',
        price: { amount: 199.99, currencyCode: 'USD' },
      },
      {
        handle: 'alpha-lipoic-acid-600-mg',
        title: 'Alpha-Lipoic Acid 600 mg',
        price: { amount: 199.99, currencyCode: 'USD' },
      },
    ]);
    expect(bloodSugar.price.amount).toBe(499.99);
    expect(bloodSugar.compareAtPrice?.amount).toBe(599.97);
    expect((await fetchProduct('coq10')).bundleParts).toEqual([]);
  });

  it('keeps each list under its own key, the catalogue under the key the whole store shares', () => {
    expect(productsQueryOptions().queryKey).toEqual(['shopify', 'products']);
    expect(productsQueryOptions('best-selling').queryKey).toEqual([
      'shopify',
      'products',
      { listing: 'best-selling' },
    ]);
    expect(productsQueryOptions('bundles').queryKey).toEqual(['shopify', 'products', { listing: 'bundles' }]);
  });

  it('follows the cursor when the shop has more than one page', async () => {
    let requests = 0;
    // A shop whose Storefront API answers 30 products a page at most.
    server.use(
      http.post(storefrontEndpoint, async ({ request }) => {
        requests += 1;
        const body = (await request.json()) as { query: string; variables: Record<string, unknown> };
        return HttpResponse.json(
          await runStorefrontRequest({ ...body, variables: { ...body.variables, first: 30 } }),
        );
      }),
    );
    const products = await fetchProducts();
    expect(requests).toBe(3);
    expect(new Set(products.map((product) => product.id)).size).toBe(74);
  });

  it('loads one product by handle, and says when there is none', async () => {
    const product = await fetchProduct('turmeric-with-ginger');
    expect(product).toMatchObject({ catalogueNumber: '23', title: 'Turmeric with Ginger' });
    await expect(fetchProduct('no-such-product')).rejects.toMatchObject({
      name: 'StorefrontError',
      reason: 'not-found',
      message: 'This product is not available.',
    });
  });

  it('loads products by catalogue number in the order asked, skipping unknown numbers', async () => {
    const products = await fetchProductsByNumber(['17', '999', '9', 'nine', '24']);
    expect(products.map((product) => product.catalogueNumber)).toEqual(['17', '9', '24']);
    expect(await fetchProductsByNumber([])).toEqual([]);
  });

  it('has query options keyed under shopify', async () => {
    expect(productsQueryOptions().queryKey).toEqual(['shopify', 'products']);
    expect(productQueryOptions('coq10').queryKey).toEqual(['shopify', 'product', 'coq10']);
    expect(productsByNumberQueryOptions(['9', '17']).queryKey).toEqual([
      'shopify',
      'products',
      { numbers: ['9', '17'] },
    ]);
    const client = new QueryClient();
    const products = await client.fetchQuery(productsByNumberQueryOptions(['7', '24']));
    expect(products.map((product) => product.title)).toEqual(['Triple-Strength Omega-3 Fish Oil', 'CoQ10']);
  });
});

describe('collections', () => {
  it('loads a condition collection by its numeric id', async () => {
    const collection = await fetchCollection('264242954334');
    expect(collection.title).toBe('Blood Sugar Support');
    expect(collection.products.map((product) => product.catalogueNumber)).toEqual(
      expect.arrayContaining(['9', '17']),
    );
    for (const product of collection.products) expect(product.tags).toContain('blood-sugar');
  });

  it('loads bestsellers and bundles by handle', async () => {
    const client = new QueryClient();
    const bundles = await client.fetchQuery(collectionByHandleQueryOptions('bundles'));
    expect(bundles.products.length).toBeGreaterThanOrEqual(2);
    const bestsellers = await client.fetchQuery(collectionByHandleQueryOptions('bestsellers'));
    expect(bestsellers.products.length).toBeGreaterThan(0);
  });

  it('says when a collection id is unknown or not a number', async () => {
    expect(collectionQueryOptions('287821037662').queryKey).toEqual([
      'shopify',
      'collection',
      '287821037662',
    ]);
    await expect(fetchCollection('1')).rejects.toMatchObject({ reason: 'not-found' });
    await expect(fetchCollection('heart')).rejects.toMatchObject({
      reason: 'not-found',
      message: 'This collection is not available.',
    });
  });
});

describe('failures, in the shopper’s words', () => {
  async function failure(run: () => Promise<unknown>): Promise<StorefrontError> {
    const error = await run().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(StorefrontError);
    return error as StorefrontError;
  }

  it('a network failure', async () => {
    server.use(http.post(storefrontEndpoint, () => HttpResponse.error()));
    const error = await failure(() => fetchProducts());
    expect(error).toMatchObject({
      reason: 'unavailable',
      message: 'We could not load products. Please check your connection and try again.',
    });
  });

  it('an HTTP error, such as a wrong token', async () => {
    server.use(
      http.post(storefrontEndpoint, () =>
        HttpResponse.json({ errors: '[API] Invalid API key or access token' }, { status: 401 }),
      ),
    );
    const error = await failure(() => fetchProduct('coq10'));
    expect(error).toMatchObject({ reason: 'unavailable', status: 401 });
    expect(error.message).toBe('We could not load this product. Please check your connection and try again.');
  });

  it('GraphQL errors, including throttling', async () => {
    server.use(
      http.post(storefrontEndpoint, () =>
        HttpResponse.json({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] }),
      ),
    );
    const error = await failure(() => fetchCollection('287821037662'));
    expect(error).toMatchObject({ reason: 'rejected', codes: ['THROTTLED'] });
    expect(error.message).toBe(
      'The store is very busy right now and could not load these products. Please try again in a moment.',
    );
  });

  it('an answer that is not GraphQL: a page of HTML, or no data at all', async () => {
    server.use(http.post(storefrontEndpoint, () => HttpResponse.text('<html>Maintenance</html>')));
    expect(await failure(() => fetchProducts())).toMatchObject({ reason: 'unavailable' });
    server.use(http.post(storefrontEndpoint, () => HttpResponse.json({})));
    expect(await failure(() => fetchProducts())).toMatchObject({ reason: 'unavailable' });
  });

  it('an answer without the products connection', async () => {
    server.use(http.post(storefrontEndpoint, () => HttpResponse.json({ data: { products: null } })));
    const error = await failure(() => fetchProducts());
    expect(error.reason).toBe('malformed');
  });
});
