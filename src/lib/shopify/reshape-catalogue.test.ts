import { describe, expect, it, vi } from 'vitest';
import { StorefrontError } from './errors';
import type { ProductFieldsFragment } from './generated/graphql';
import { reshapeCollection, reshapeProduct, reshapeProducts } from './reshape-catalogue';

type Metafield = ProductFieldsFragment['metafields'][number];

const usd = (amount: string) => ({ amount, currencyCode: 'USD' as const });

function metafield(key: string, type: string, value: string): Metafield {
  const [namespace = '', name = ''] = key.split('.');
  return { namespace, key: name, type, value } as Metafield;
}

/** A Storefront product as the ProductFields fragment returns it; override any part. */
function productNode(
  overrides: Partial<Record<keyof ProductFieldsFragment, unknown>> = {},
): ProductFieldsFragment {
  return {
    id: 'gid://shopify/Product/24',
    handle: 'coq10',
    title: 'CoQ10',
    vendor: 'Sankofa Wellness',
    description: 'Coenzyme Q10 supports heart health and cellular energy.',
    availableForSale: true,
    tags: ['heart', 'energy'],
    updatedAt: '2026-03-02T09:00:00Z',
    priceRange: { minVariantPrice: usd('199.99') },
    compareAtPriceRange: { minVariantPrice: usd('399.99') },
    images: {
      nodes: [
        { url: 'https://cdn.shopify.com/coq10-front.svg', altText: 'CoQ10 bottle', width: 800, height: 800 },
      ],
    },
    variants: {
      nodes: [
        {
          id: 'gid://shopify/ProductVariant/24001',
          title: 'Default Title',
          availableForSale: true,
          price: usd('199.99'),
          compareAtPrice: usd('399.99'),
        },
      ],
    },
    metafields: [
      metafield('reviews.rating', 'rating', '{"scale_min":"1.0","scale_max":"5.0","value":"4.8"}'),
      metafield('reviews.rating_count', 'number_integer', '1540'),
      metafield('custom.subtitle', 'single_line_text_field', '200 mg with black pepper extract'),
      metafield(
        'custom.certifications',
        'list.single_line_text_field',
        '["Third-Party Tested","cGMP Certified","Non-GMO"]',
      ),
      metafield(
        'custom.benefits',
        'list.single_line_text_field',
        '["Supports heart health","Supports cellular energy production"]',
      ),
    ],
    bundleProducts: null,
    ...overrides,
  } as ProductFieldsFragment;
}

/** The product with one metafield replaced (or removed, with `null`). */
function withMetafield(key: string, replacement: Metafield | null): ProductFieldsFragment {
  const [namespace, name] = key.split('.');
  const others = productNode().metafields.filter(
    (entry) => entry?.namespace !== namespace || entry?.key !== name,
  );
  return productNode({ metafields: replacement ? [...others, replacement] : others });
}

describe('reshapeProduct', () => {
  it('turns a Storefront product into the shop’s Product', () => {
    expect(reshapeProduct(productNode())).toEqual({
      id: 'gid://shopify/Product/24',
      catalogueNumber: '24',
      handle: 'coq10',
      title: 'CoQ10',
      vendor: 'Sankofa Wellness',
      subtitle: '200 mg with black pepper extract',
      benefit: 'Coenzyme Q10 supports heart health and cellular energy.',
      price: { amount: 199.99, currencyCode: 'USD' },
      compareAtPrice: { amount: 399.99, currencyCode: 'USD' },
      rating: 4.8,
      reviewCount: 1540,
      certifications: ['Third-Party Tested', 'cGMP Certified', 'Non-GMO'],
      benefits: ['Supports heart health', 'Supports cellular energy production'],
      images: [
        { url: 'https://cdn.shopify.com/coq10-front.svg', altText: 'CoQ10 bottle', width: 800, height: 800 },
      ],
      variants: [
        {
          id: 'gid://shopify/ProductVariant/24001',
          title: 'Default Title',
          availableForSale: true,
          price: { amount: 199.99, currencyCode: 'USD' },
          compareAtPrice: { amount: 399.99, currencyCode: 'USD' },
        },
      ],
      bundleParts: [],
      availableForSale: true,
      tags: ['heart', 'energy'],
      updatedAt: '2026-03-02T09:00:00Z',
    });
  });

  it.each([
    ['an offset', '2026-03-02T10:00:00+01:00', '2026-03-02T10:00:00+01:00'],
    ['fractions of a second', '2026-03-02T09:00:00.250Z', '2026-03-02T09:00:00.250Z'],
    ['no time of day', '2026-03-02', ''],
    ['no value', null, ''],
  ])('reads the last change with %s', (_case, updatedAt, expected) => {
    expect(reshapeProduct(productNode({ updatedAt })).updatedAt).toBe(expected);
  });

  it.each([
    ['a 5-point rating', '{"scale_min":"1.0","scale_max":"5.0","value":"4.6"}', 4.6],
    ['a numeric value', '{"scale_min":1,"scale_max":5,"value":4.9}', 4.9],
    ['a 10-point scale, converted', '{"scale_min":"0","scale_max":"10.0","value":"9.0"}', 4.5],
    ['broken JSON', '{"value": 4.8', 0],
    ['a value that is not a number', '{"scale_max":"5.0","value":"great"}', 0],
    ['plain text', '4.8', 0],
    ['a value above the scale, capped', '{"scale_max":"5.0","value":"7"}', 5],
  ])('reads the rating metafield with %s', (_case, value, rating) => {
    expect(
      reshapeProduct(withMetafield('reviews.rating', metafield('reviews.rating', 'rating', value))).rating,
    ).toBe(rating);
  });

  it.each([
    ['1540', 1540],
    [' 12 ', 12],
    ['1,540', 0],
    ['-3', 0],
    ['lots', 0],
  ])('reads the review count %j as %d', (value, count) => {
    const node = withMetafield(
      'reviews.rating_count',
      metafield('reviews.rating_count', 'number_integer', value),
    );
    expect(reshapeProduct(node).reviewCount).toBe(count);
  });

  it.each([
    ['a JSON list', '["Vegan","Non-GMO"]', ['Vegan', 'Non-GMO']],
    ['broken JSON', '["Vegan",', []],
    ['a JSON object', '{"Vegan":true}', []],
    ['a plain string', 'Vegan', []],
    ['entries that are not text or blank', '["Vegan", 3, null, "  ", " Non-GMO "]', ['Vegan', 'Non-GMO']],
  ])('reads a list metafield holding %s', (_case, value, list) => {
    const certifications = withMetafield(
      'custom.certifications',
      metafield('custom.certifications', 'list.single_line_text_field', value),
    );
    expect(reshapeProduct(certifications).certifications).toEqual(list);
    const benefits = withMetafield(
      'custom.benefits',
      metafield('custom.benefits', 'list.single_line_text_field', value),
    );
    expect(reshapeProduct(benefits).benefits).toEqual(list);
  });

  it('treats a missing or blank subtitle, and missing lists, as not set', () => {
    const blank = withMetafield(
      'custom.subtitle',
      metafield('custom.subtitle', 'single_line_text_field', '  '),
    );
    expect(reshapeProduct(blank).subtitle).toBeNull();
    const bare = reshapeProduct(productNode({ metafields: [] }));
    expect(bare).toMatchObject({
      subtitle: null,
      rating: 0,
      reviewCount: 0,
      certifications: [],
      benefits: [],
    });
  });

  it('ignores metafield entries that are null or malformed', () => {
    const node = productNode({
      metafields: [null, { namespace: 'reviews', key: 'rating' }, 'nonsense', ...productNode().metafields],
    });
    expect(reshapeProduct(node).rating).toBe(4.8);
    expect(reshapeProduct(productNode({ metafields: 'nonsense' })).certifications).toEqual([]);
  });

  it('keeps a compare-at price only when it is above the price', () => {
    expect(
      reshapeProduct(productNode({ compareAtPriceRange: { minVariantPrice: usd('0.0') } })).compareAtPrice,
    ).toBeNull();
    expect(
      reshapeProduct(productNode({ compareAtPriceRange: { minVariantPrice: usd('150.00') } })).compareAtPrice,
    ).toBeNull();
    expect(reshapeProduct(productNode({ compareAtPriceRange: null })).compareAtPrice).toBeNull();
    expect(
      reshapeProduct(productNode({ compareAtPriceRange: { minVariantPrice: usd('1500.0') } })).compareAtPrice,
    ).toEqual({ amount: 1500, currencyCode: 'USD' });
  });

  describe('a bundle (its custom.bundle_products metafield)', () => {
    const part = (handle: string, amount: string) => ({
      handle,
      title: handle.toUpperCase(),
      priceRange: { minVariantPrice: usd(amount) },
    });
    const parts = [part('berberine', '199.99'), part('cinnamon', '199.99'), part('ala', '199.99')];
    const bundle = (price: string, compareAt: string, nodes: unknown[] = parts, listed = 3) =>
      productNode({
        priceRange: { minVariantPrice: usd(price) },
        compareAtPriceRange: { minVariantPrice: usd(compareAt) },
        variants: {
          nodes: [
            {
              id: 'v',
              title: 'Default Title',
              availableForSale: true,
              price: usd(price),
              compareAtPrice: usd(compareAt),
            },
          ],
        },
        bundleProducts: {
          value: JSON.stringify(
            Array.from({ length: listed }, (_, index) => `gid://shopify/Product/${index + 1}`),
          ),
          references: { nodes },
        },
      });
    const struck = (node: ProductFieldsFragment) => {
      const product = reshapeProduct(node);
      return [product.compareAtPrice?.amount ?? null, product.variants[0]?.compareAtPrice?.amount ?? null];
    };

    it('names its parts with their prices', () => {
      expect(reshapeProduct(bundle('499.99', '599.97')).bundleParts).toEqual([
        { handle: 'berberine', title: 'BERBERINE', price: { amount: 199.99, currencyCode: 'USD' } },
        { handle: 'cinnamon', title: 'CINNAMON', price: { amount: 199.99, currencyCode: 'USD' } },
        { handle: 'ala', title: 'ALA', price: { amount: 199.99, currencyCode: 'USD' } },
      ]);
    });

    it.each([
      ['its parts’ sum as compare-at is struck', '499.99', '599.97', [599.97, 599.97]],
      ['a compare-at above its parts’ sum is struck at the sum', '499.99', '1500.0', [599.97, 599.97]],
      ['a bundle dearer than its parts strikes nothing', '899.99', '1500.0', [null, null]],
      ['a bundle at its parts’ sum strikes nothing', '599.97', '1199.99', [null, null]],
    ])('%s', (_case, price, compareAt, expected) => {
      expect(struck(bundle(price, compareAt))).toEqual(expected);
    });

    it('shows no parts and strikes nothing when a part does not read, and says so', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const missing = bundle('499.99', '1500.0', parts.slice(0, 2));
      expect(reshapeProduct(missing).bundleParts).toEqual([]);
      expect(struck(missing)).toEqual([null, null]);
      expect(struck(bundle('499.99', '1500.0', [...parts.slice(0, 2), { handle: '' }]))).toEqual([
        null,
        null,
      ]);
      expect(struck(productNode({ bundleProducts: { value: 'nonsense', references: null } }))).toEqual([
        null,
        null,
      ]);
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('CoQ10: its bundle products do not all read'),
      );
      warn.mockRestore();
    });
  });

  it('fills images’ missing sizes and alt text, and drops images without a URL', () => {
    const images = reshapeProduct(
      productNode({
        images: {
          nodes: [
            { url: 'https://cdn.shopify.com/a.svg', altText: null, width: null, height: null },
            { altText: 'x' },
          ],
        },
      }),
    ).images;
    expect(images).toEqual([
      { url: 'https://cdn.shopify.com/a.svg', altText: 'CoQ10', width: 800, height: 800 },
    ]);
  });

  it('drops malformed variants and falls back on safe defaults for optional fields', () => {
    const product = reshapeProduct(
      productNode({
        variants: { nodes: [{ id: 'gid://shopify/ProductVariant/1', title: 'Broken' }] },
        description: null,
        tags: 'heart',
        availableForSale: undefined,
      }),
    );
    expect(product).toMatchObject({
      variants: [],
      benefit: '',
      tags: [],
      availableForSale: false,
    });
  });

  it.each([
    ['no id', { id: undefined }, /\(id: /],
    [
      'an id that is not a product',
      { id: 'gid://shopify/Collection/1' },
      /\(id: must be a Shopify product id\)/,
    ],
    ['an empty title', { title: '' }, /\(title: /],
    ['no price', { priceRange: null }, /\(priceRange: /],
    [
      'a price that is not a number',
      { priceRange: { minVariantPrice: usd('free') } },
      /\(priceRange\.minVariantPrice\.amount: /,
    ],
  ])('throws a readable StorefrontError for a product with %s', (_case, overrides, where) => {
    const attempt = () => reshapeProduct(productNode(overrides));
    expect(attempt).toThrow(StorefrontError);
    expect(attempt).toThrow(where);
    expect(attempt).toThrow(/^We could not show this product because the store sent incomplete information/);
  });
});

describe('reshapeProducts', () => {
  it('skips unknown ids, other node types and products the shop cannot show', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const products = reshapeProducts([
      productNode({ id: 'gid://shopify/Product/9' }),
      null,
      {} as ProductFieldsFragment,
      productNode({ title: '' }),
      productNode({ id: 'gid://shopify/Product/17' }),
    ]);
    expect(products.map((product) => product.catalogueNumber)).toEqual(['9', '17']);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('reshapeCollection', () => {
  const collection = {
    id: 'gid://shopify/Collection/264242954334',
    handle: 'blood-sugar-support',
    title: 'Blood Sugar Support',
    description: 'Supplements that support healthy blood sugar levels.',
    updatedAt: '2026-04-20T14:30:00Z',
    products: { nodes: [productNode({ id: 'gid://shopify/Product/9' })] },
  };

  it('strips the connection and reshapes the products', () => {
    const result = reshapeCollection(collection);
    expect(result).toMatchObject({
      id: collection.id,
      handle: 'blood-sugar-support',
      title: 'Blood Sugar Support',
      updatedAt: '2026-04-20T14:30:00Z',
    });
    expect(result.products.map((product) => product.id)).toEqual(['gid://shopify/Product/9']);
  });

  it('copes with missing products and description, and refuses a collection without an id', () => {
    expect(
      reshapeCollection({ ...collection, description: null, updatedAt: null, products: null } as never),
    ).toMatchObject({
      description: '',
      updatedAt: '',
      products: [],
    });
    expect(() => reshapeCollection({ ...collection, id: '264242954334' })).toThrow(StorefrontError);
  });
});
