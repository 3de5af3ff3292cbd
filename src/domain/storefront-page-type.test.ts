import { describe, expect, it } from 'vitest';
import { storefrontPageTypeOf } from './storefront-page-type';

describe('storefrontPageTypeOf', () => {
  it.each([
    ['/', 'index'],
    ['/products/vitamin-d3-k2', 'product'],
    ['/products/vitamin-d3-k2/', 'product'],
    ['/shop', 'collection'],
    ['/shop/sleep', 'collection'],
    ['/bundles', 'collection'],
    ['/bestsellers', 'collection'],
    ['/collections/blood-sugar-support', 'collection'],
    ['/search', 'search'],
    ['/cart', 'cart'],
    ['/conditions/blood-sugar', 'page'],
    ['/faq', 'page'],
    ['/privacy', 'page'],
    ['/shopping', 'page'],
    ['/no-such-page', 'page'],
  ])('%s is a %s page', (pathname, type) => {
    expect(storefrontPageTypeOf(pathname)).toBe(type);
  });
});
