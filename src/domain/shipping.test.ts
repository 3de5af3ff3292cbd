import { describe, expect, it } from 'vitest';
import { shippingPriceLabel } from './shipping';

describe('shippingPriceLabel', () => {
  it.each([
    [0, 50, 'Free on orders over $50'],
    [0, 75.5, 'Free on orders over $75.50'],
    [0, 0, 'Free'],
    [9.99, 50, '$9.99'],
    [19.99, 50, '$19.99'],
    [5, 50, '$5'],
  ])('price %s with threshold %s → %s', (price, threshold, label) => {
    expect(shippingPriceLabel(price, threshold)).toBe(label);
  });
});
