/**
 * The mock shop's bundles are priced truly: each one's compare-at price is what its products cost
 * bought separately (the real reference, FTC 16 CFR 233), and its price is below that.
 */
import { describe, expect, it } from 'vitest';
import { catalogue, findProductByNumber, type CatalogueProduct } from './catalogue';

const bundles = catalogue.filter((product) => product.form === 'bundle');
const price = (product: CatalogueProduct) => product.variants[0]!.price;
const cents = (amount: number) => Math.round(amount * 100);
const separately = (bundle: CatalogueProduct) =>
  bundle.bundleProducts.reduce((sum, number) => sum + cents(price(findProductByNumber(number)!)), 0);

describe('bundles', () => {
  it('are the 8 products of type Bundle, each naming 3 single products of the shop, and only they name any', () => {
    expect(bundles.map((bundle) => bundle.number)).toEqual([67, 68, 69, 70, 71, 72, 73, 74]);
    for (const bundle of bundles) {
      expect(bundle.bundleProducts, bundle.title).toHaveLength(3);
      for (const number of bundle.bundleProducts) {
        expect(findProductByNumber(number)?.form, `${bundle.title} holds ${number}`).not.toBe('bundle');
      }
    }
    for (const product of catalogue.filter((product) => product.form !== 'bundle')) {
      expect(product.bundleProducts).toEqual([]);
    }
  });

  it.each(bundles.map((bundle) => [bundle.title, bundle] as const))(
    '%s costs less than its products bought separately, and strikes through exactly their sum',
    (_title, bundle) => {
      expect(bundle.variants).toHaveLength(1);
      const [variant] = bundle.variants;
      expect(cents(variant!.price)).toBeLessThan(separately(bundle));
      expect(cents(variant!.compareAtPrice!)).toBe(separately(bundle));
    },
  );

  it('saves what the shop says: the Blood Sugar Balance Bundle $499.99 against $599.97', () => {
    const bloodSugar = findProductByNumber(67)!;
    expect(bloodSugar.variants[0]).toMatchObject({ price: 499.99, compareAtPrice: 599.97 });
  });
});
