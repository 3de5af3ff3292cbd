import { describe, expect, it } from 'vitest';
import { shopifyImageSrcSet, shopifyImageUrl } from './shopify-image-url';

const photo = {
  url: 'https://cdn.shopify.com/s/files/1/0001/products/energy.jpg?v=3',
  altText: 'Daily Energy bottle',
  width: 1000,
  height: 1000,
};

describe('shopifyImageUrl', () => {
  it.each([
    [400, 'https://cdn.shopify.com/s/files/1/0001/products/energy.jpg?v=3&width=400'],
    [2000, 'https://cdn.shopify.com/s/files/1/0001/products/energy.jpg?v=3&width=1000'],
  ])('at %i px → %s', (width, url) => {
    expect(shopifyImageUrl(photo, width)).toBe(url);
  });

  it.each([
    ['an SVG on the CDN', 'https://cdn.shopify.com/s/files/1/mock/products/energy-front.svg?v=1'],
    ['another host', 'https://example.com/energy.jpg'],
    ['a relative URL', '/energy.jpg'],
  ])('leaves %s as it is', (_what, url) => {
    expect(shopifyImageUrl({ ...photo, url }, 400)).toBe(url);
  });
});

describe('shopifyImageSrcSet', () => {
  it('offers widths up to the original for photos', () => {
    expect(shopifyImageSrcSet(photo)).toBe(
      [320, 480, 640, 960, 1000]
        .map(
          (width) =>
            `https://cdn.shopify.com/s/files/1/0001/products/energy.jpg?v=3&width=${width} ${width}w`,
        )
        .join(', '),
    );
  });

  it('has none for vector images', () => {
    expect(
      shopifyImageSrcSet({ ...photo, url: 'https://cdn.shopify.com/s/files/1/mock/products/a.svg?v=1' }),
    ).toBeUndefined();
  });
});
