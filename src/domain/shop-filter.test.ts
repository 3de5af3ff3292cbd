import { describe, expect, it } from 'vitest';
import { specHealthGoals } from '../../tests/spec-facts';
import {
  filterPageValues,
  shopPathForCategory,
  shopPathForFilter,
  filterProducts,
  shopFilterFromCategory,
  shopFilterLabel,
  shopFilterOptions,
  type ShopFilter,
} from './shop-filter';
import { specShopFilterValues } from '../../tests/spec-facts';
import { canonicalShopHref } from './canonical-shop-href';

describe('shopFilterOptions', () => {
  it("lists the spec's 21 filter values in order, starting with all products", () => {
    expect(shopFilterOptions.map((option) => option.value)).toEqual(['all', ...specShopFilterValues]);
  });

  it('gives every value a distinct label a shopper can read', () => {
    const labels = shopFilterOptions.map((option) => option.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(shopFilterLabel('all')).toBe('All Products');
    expect(shopFilterLabel('heart')).toBe('Heart Health');
    expect(shopFilterLabel('mens-health')).toBe("Men's Health");
  });
});

describe('shopFilterFromCategory', () => {
  it.each<[string | null | undefined, ShopFilter]>([
    [null, 'all'],
    [undefined, 'all'],
    ['', 'all'],
    ['all', 'all'],
    ['not-a-category', 'all'],
    // filter values themselves
    ['heart', 'heart'],
    ['blood-sugar', 'blood-sugar'],
    ['nutrition', 'nutrition'],
    ['HEART', 'heart'],
    [' sleep ', 'sleep'],
    // health goal links
    ['heart-health', 'heart'],
    ['digestive-health', 'digestion'],
    ['brain-health', 'brain'],
    ['immune-support', 'immune'],
    ['energy-vitality', 'energy'],
    ['sleep-relaxation', 'sleep'],
    ['stress-mood', 'stress'],
    ['weight-management', 'weight'],
    ['mens-health', 'mens-health'],
    ['womens-health', 'womens-health'],
    // condition page slugs and their aliases
    ['digestion', 'digestion'],
    ['joint', 'joint'],
    ['joint-bone', 'joint'],
    ['eye-health', 'eye'],
    ['skin-hair-nails', 'skin'],
    ['beauty', 'skin'],
  ])('?category=%s selects %s', (category, filter) => {
    expect(shopFilterFromCategory(category)).toBe(filter);
  });

  it.each(specHealthGoals.filter(([, href]) => href.startsWith('/shop?')))(
    'the "%s" health goal link selects a real filter',
    (_title, href) => {
      const category = new URLSearchParams(href.split('?')[1]).get('category');
      expect(shopFilterFromCategory(category)).not.toBe('all');
    },
  );
});

describe('the shop address of a filter', () => {
  it.each<[ShopFilter, string]>([
    ['all', '/shop'],
    ['heart', '/shop/heart'],
    ['mens-health', '/shop/mens-health'],
  ])('%s → %s', (filter, path) => {
    expect(shopPathForFilter(filter)).toBe(path);
  });

  it('gives every option but "All Products" a page of its own, whose address reads back as that option', () => {
    expect(filterPageValues).toHaveLength(shopFilterOptions.length - 1);
    for (const value of filterPageValues) {
      expect(shopPathForCategory(shopPathForFilter(value).split('/').pop())).toBe(shopPathForFilter(value));
    }
  });

  it.each([
    ['heart-health', '/shop/heart'],
    ['digestive-health', '/shop/digestion'],
    ['sleep', '/shop/sleep'],
    ['no-such-thing', '/shop'],
    [null, '/shop'],
  ])('category %s → %s', (category, path) => {
    expect(shopPathForCategory(category)).toBe(path);
  });
});

describe('canonicalShopHref', () => {
  it.each([
    ['/shop?category=heart-health', '/shop/heart'],
    ['/bundles?category=sleep-relaxation', '/shop/sleep'],
    ['/shop?category=unknown', '/shop'],
    ['/shop', '/shop'],
    ['/conditions/blood-sugar', '/conditions/blood-sugar'],
    ['https://example.com/shop?category=heart', 'https://example.com/shop?category=heart'],
  ])('%s → %s', (href, canonical) => {
    expect(canonicalShopHref(href)).toBe(canonical);
  });
});

describe('filterProducts', () => {
  const products = [
    { id: '1', tags: ['heart', 'blood-pressure'] },
    { id: '2', tags: ['sleep'] },
    { id: '3', tags: ['heart'] },
    { id: '4', tags: [] },
  ];

  it.each<[ShopFilter, string[]]>([
    ['all', ['1', '2', '3', '4']],
    ['heart', ['1', '3']],
    ['blood-pressure', ['1']],
    ['sleep', ['2']],
    ['liver', []],
  ])('%s keeps %j', (filter, ids) => {
    expect(filterProducts(products, filter).map((product) => product.id)).toEqual(ids);
  });

  it('returns a new list and leaves the catalogue alone', () => {
    const result = filterProducts(products, 'all');
    expect(result).not.toBe(products);
    expect(result).toEqual(products);
  });
});
