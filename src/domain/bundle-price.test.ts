import { describe, expect, it } from 'vitest';
import { bundleCompareAtPrice, bundleSaving, partsTotal, referencePrice } from './bundle-price';
import { bundleSavingWords } from './bundle-saving-words';
import type { BundlePart, Money } from './commerce';

const usd = (amount: number): Money => ({ amount, currencyCode: 'USD' });
const part = (amount: number, currencyCode = 'USD'): BundlePart => ({
  handle: `part-${amount}`,
  title: `Part at ${amount}`,
  price: { amount, currencyCode },
});
const three = [part(199.99), part(199.99), part(199.99)];

describe('partsTotal', () => {
  it.each([
    ['three at $199.99, to the cent', three, usd(599.97)],
    ['one part', [part(149.99)], usd(149.99)],
    ['amounts that float badly', [part(0.1), part(0.2)], usd(0.3)],
    ['no parts', [], null],
    ['parts in two currencies', [part(10), part(10, 'CAD')], null],
  ])('%s', (_, parts, total) => {
    expect(partsTotal(parts)).toEqual(total);
  });
});

describe('bundleSaving', () => {
  it.each([
    [
      'a bundle below its parts saves the difference (the percent rounded down)',
      usd(499.99),
      three,
      { separately: usd(599.97), saving: usd(99.98), percent: 16 },
    ],
    [
      'a saving of exactly a quarter',
      usd(75),
      [part(50), part(50)],
      { separately: usd(100), saving: usd(25), percent: 25 },
    ],
    ['a bundle at its parts’ price saves nothing', usd(599.97), three, null],
    ['a bundle above its parts saves nothing', usd(899.99), three, null],
    ['a bundle of unknown parts saves nothing', usd(499.99), [], null],
    ['a bundle priced in another currency than its parts', { amount: 10, currencyCode: 'CAD' }, three, null],
  ])('%s', (_, price, parts, saving) => {
    expect(bundleSaving(price, parts)).toEqual(saving);
  });
});

describe('bundleCompareAtPrice', () => {
  it.each([
    ['the parts’ sum as compare-at is shown', usd(499.99), usd(599.97), three, usd(599.97)],
    ['a compare-at above the parts’ sum is brought down to it', usd(499.99), usd(1500), three, usd(599.97)],
    ['a compare-at below the sum, above the price, stays', usd(499.99), usd(549.99), three, usd(549.99)],
    ['a bundle that costs more than its parts shows none', usd(899.99), usd(1500), three, null],
    ['a bundle at its parts’ price shows none', usd(599.97), usd(1199.99), three, null],
    ['no compare-at stays none', usd(499.99), null, three, null],
    ['a compare-at at the price is none', usd(499.99), usd(499.99), three, null],
    ['parts that cannot be read show none', usd(499.99), usd(599.97), [], null],
  ])('%s', (_, price, compareAt, parts, shown) => {
    expect(bundleCompareAtPrice(price, compareAt, parts)).toEqual(shown);
  });
});

describe('bundleSavingWords', () => {
  it.each([
    [
      'a bundle that saves says what, against what',
      usd(499.99),
      three,
      'Save $99.98 (16%) against buying these three separately ($599.97).',
    ],
    [
      'a bundle that saves nothing claims no saving',
      usd(599.97),
      three,
      'Bought separately, these three cost $599.97.',
    ],
    [
      'a count without a word says "these products"',
      usd(10),
      [part(5), part(5), part(5), part(5), part(5), part(5), part(5)],
      'Save $25 (71%) against buying these products separately ($35).',
    ],
    ['a single product says nothing', usd(10), [], null],
  ])('%s', (_, price, parts, words) => {
    expect(bundleSavingWords(price, parts)).toBe(words);
  });
});

describe('referencePrice', () => {
  it.each([
    [
      'a discounted product shows its original price',
      usd(199.99),
      usd(399.99),
      [],
      { label: 'Original price', price: usd(399.99) },
    ],
    [
      'a bundle shows what its parts cost separately',
      usd(499.99),
      usd(599.97),
      three,
      { label: 'Bought separately', price: usd(599.97) },
    ],
    ['a compare-at price at the price shows none', usd(199.99), usd(199.99), [], null],
    ['a compare-at price below the price shows none', usd(199.99), usd(99.99), [], null],
    ['no compare-at price shows none', usd(199.99), null, [], null],
  ])('%s', (_, price, compareAtPrice, bundleParts, shown) => {
    expect(referencePrice({ price, compareAtPrice, bundleParts })).toEqual(shown);
  });
});
