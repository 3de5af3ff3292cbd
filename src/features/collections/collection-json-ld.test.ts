import { describe, expect, it } from 'vitest';
import type { Collection } from '../../domain/commerce';
import { testProduct } from '../../components/testing/test-product';
import { collectionDescription, collectionJsonLd } from './collection-json-ld';

const siteUrl = 'https://example.com';

const collection: Collection = {
  id: 'gid://shopify/Collection/287822282846',
  handle: 'sleep-support',
  title: 'Sleep Support',
  description: 'Science-driven supplements that support restful sleep.',
  updatedAt: '2026-03-02T09:00:00Z',
  products: [
    testProduct({
      id: 'gid://shopify/Product/1',
      handle: 'magnesium-glycinate',
      title: 'Magnesium Glycinate',
    }),
    testProduct({ id: 'gid://shopify/Product/2', handle: 'calm-night-tea', title: 'Calm Night Tea' }),
  ],
};

describe('collectionJsonLd', () => {
  it('describes the page as a schema.org CollectionPage listing its products in order', () => {
    expect(collectionJsonLd(collection, { siteUrl })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: 'Sleep Support',
      description: 'Science-driven supplements that support restful sleep.',
      url: 'https://example.com/collections/sleep-support',
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: 2,
        itemListElement: [
          {
            '@type': 'ListItem',
            position: 1,
            url: 'https://example.com/products/magnesium-glycinate',
            name: 'Magnesium Glycinate',
          },
          {
            '@type': 'ListItem',
            position: 2,
            url: 'https://example.com/products/calm-night-tea',
            name: 'Calm Night Tea',
          },
        ],
      },
    });
  });

  it.each([
    ['a site at its origin', 'https://example.com', 'https://example.com/collections/sleep-support'],
    [
      'a site URL with a trailing slash',
      'https://example.com/',
      'https://example.com/collections/sleep-support',
    ],
    ['a local preview', 'http://localhost:5173', 'http://localhost:5173/collections/sleep-support'],
  ])('gives %s absolute addresses', (_, site, pageUrl) => {
    const data = collectionJsonLd(collection, { siteUrl: site });
    expect(data.url).toBe(pageUrl);
    expect(data.mainEntity.itemListElement[0]!.url).toBe(new URL('/products/magnesium-glycinate', site).href);
  });

  it('encodes handles that are not plain words', () => {
    const odd = { ...collection, handle: 'men & women', products: [testProduct({ handle: 'a/b' })] };
    const data = collectionJsonLd(odd, { siteUrl });
    expect(data.url).toBe('https://example.com/collections/men%20%26%20women');
    expect(data.mainEntity.itemListElement[0]!.url).toBe('https://example.com/products/a%2Fb');
  });

  it('lists no items for an empty collection', () => {
    expect(collectionJsonLd({ ...collection, products: [] }, { siteUrl }).mainEntity).toEqual({
      '@type': 'ItemList',
      numberOfItems: 0,
      itemListElement: [],
    });
  });
});

describe('collectionDescription', () => {
  it.each([
    ['the shop’s description', 'Restful sleep, naturally.', 'Restful sleep, naturally.'],
    ['the description without surrounding space', '  Restful sleep.\n', 'Restful sleep.'],
    [
      'a sentence from the title when there is none',
      '',
      'Shop our Sleep Support collection: science-driven supplements with secure checkout via Shopify.',
    ],
    [
      'a sentence from the title when it is blank',
      '   ',
      'Shop our Sleep Support collection: science-driven supplements with secure checkout via Shopify.',
    ],
  ])('is %s', (_, description, expected) => {
    expect(collectionDescription({ title: 'Sleep Support', description })).toBe(expected);
  });
});
