import { describe, expect, it } from 'vitest';
import { formatCount, formatUsd } from './money';

describe('formatUsd', () => {
  it.each([
    [9.99, '$9.99'],
    [19.99, '$19.99'],
    [50, '$50'],
    [0, '$0'],
    [1500, '$1,500'],
    [149.5, '$149.50'],
    [1234567.891, '$1,234,567.89'],
    [999.999, '$1,000.00'],
    [-5, '-$5'],
    [-12.5, '-$12.50'],
  ])('%s → %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it('agrees with Intl.NumberFormat on every price from $0.00 to $99.99 and on large amounts', () => {
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    const whole = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
    });
    for (let amount = 0; amount < 10_000; amount += 1) {
      const dollars = amount / 100;
      expect(formatUsd(dollars)).toBe(
        Number.isInteger(dollars) ? whole.format(dollars) : cents.format(dollars),
      );
    }
    for (const dollars of [1000, 12_345, 1_000_000, 1199.99, 2_500.5]) {
      expect(formatUsd(dollars)).toBe(
        Number.isInteger(dollars) ? whole.format(dollars) : cents.format(dollars),
      );
    }
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1432, '1,432'],
    [12_500, '12,500'],
    [1_000_000, '1,000,000'],
  ])('%s → %s', (count, text) => {
    expect(formatCount(count)).toBe(text);
  });
});
