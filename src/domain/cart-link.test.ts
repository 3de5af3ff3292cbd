import { describe, expect, it } from 'vitest';
import { cameFromStore, readCartLink, type CartLinkReading } from './cart-link';

const variant = 'gid://shopify/ProductVariant/501';
const plan = 'gid://shopify/SellingPlan/1002';
const query = (parameters: Record<string, string>) => new URLSearchParams(parameters);

describe('readCartLink', () => {
  it.each<[string, Record<string, string>, CartLinkReading]>([
    ['no product', {}, { kind: 'none' }],
    ['a variant', { add: variant }, { kind: 'add', request: { variantId: variant } }],
    [
      'a variant on a plan',
      { add: variant, purchase: 'subscribe', plan },
      { kind: 'add', request: { variantId: variant, sellingPlanId: plan } },
    ],
    [
      'a one-time purchase, whatever plan is sent with it',
      { add: variant, purchase: 'once', plan },
      { kind: 'add', request: { variantId: variant } },
    ],
    ['an empty plan', { add: variant, plan: '' }, { kind: 'add', request: { variantId: variant } }],
    [
      "an age-restricted product (the store's own form says so)",
      { add: variant, 'minimum-age': '18' },
      { kind: 'add', request: { variantId: variant, ageRestricted: true } },
    ],
    [
      'a minimum age the store does not set',
      { add: variant, 'minimum-age': '21' },
      { kind: 'add', request: { variantId: variant } },
    ],
    ['a product id that is no variant', { add: 'gid://shopify/Product/5' }, { kind: 'not-a-product' }],
    ['a handle', { add: 'vitamin-d3-k2' }, { kind: 'not-a-product' }],
    ['a plan that is no plan id', { add: variant, plan: 'monthly' }, { kind: 'not-a-plan' }],
  ])('%s', (_case, parameters, reading) => {
    expect(readCartLink(query(parameters))).toEqual(reading);
  });
});

describe("readCartLink: the product as the store's form names it", () => {
  const named = {
    add: variant,
    product: 'vitamin-d3-k2',
    title: 'Vitamin D3 + K2',
    'variant-title': 'Default Title',
  };
  const shown = {
    merchandiseId: variant,
    productId: '',
    productHandle: 'vitamin-d3-k2',
    productTitle: 'Vitamin D3 + K2',
    vendor: '',
    variantTitle: 'Default Title',
    image: null,
    ageRestricted: false,
  };
  const shownBy = (parameters: Record<string, string>) => {
    const reading = readCartLink(query(parameters));
    return reading.kind === 'add' ? reading.request.shown : reading;
  };

  it('is shown while it is added, without a photo, vendor or price until Shopify answers', () => {
    expect(readCartLink(query(named))).toEqual({ kind: 'add', request: { variantId: variant, shown } });
  });

  it('keeps the plan, and says an age-restricted product is one', () => {
    expect(readCartLink(query({ ...named, plan, 'minimum-age': '18' }))).toEqual({
      kind: 'add',
      request: {
        variantId: variant,
        sellingPlanId: plan,
        ageRestricted: true,
        shown: { ...shown, ageRestricted: true },
      },
    });
  });

  it('trims the names, and a variant title may be left out', () => {
    expect(shownBy({ add: variant, product: 'vitamin-d3-k2', title: '  Vitamin D3 + K2 ' })).toEqual({
      ...shown,
      variantTitle: '',
    });
  });

  it.each<[string, Record<string, string>]>([
    ['no handle', { add: variant, title: 'Vitamin D3 + K2' }],
    ['no title', { add: variant, product: 'vitamin-d3-k2' }],
    ['a blank title', { add: variant, product: 'vitamin-d3-k2', title: '   ' }],
    [
      'a title longer than any product has',
      { add: variant, product: 'vitamin-d3-k2', title: 'x'.repeat(256) },
    ],
    ['a handle that is an address', { add: variant, product: '../admin', title: 'Vitamin D3 + K2' }],
    ['a handle with capitals and spaces', { add: variant, product: 'Vitamin D3', title: 'Vitamin D3 + K2' }],
  ])('is not shown before the answer with %s (the product is still added)', (_case, parameters) => {
    expect(shownBy(parameters)).toBeUndefined();
  });
});

describe('cameFromStore', () => {
  const store = 'https://sankofa.example';
  it.each<[string, string, boolean]>([
    ['a product page of the store', 'https://sankofa.example/products/vitamin-d3-k2', true],
    ['the store, origin only', 'https://sankofa.example/', true],
    ['no referrer (a bookmark, a typed address, rel="noreferrer")', '', false],
    ['another site', 'https://elsewhere.example/offer', false],
    ['a look-alike host', 'https://sankofa.example.evil.test/', false],
    ['the store over plain http', 'http://sankofa.example/products/x', false],
    ['another port', 'https://sankofa.example:8443/', false],
    ['not an address', 'not a url', false],
  ])('%s', (_case, referrer, expected) => {
    expect(cameFromStore(referrer, store)).toBe(expected);
  });
});
