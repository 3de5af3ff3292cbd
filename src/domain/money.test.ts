import { describe, expect, it } from 'vitest';
import { formatUsd } from './money';

describe('formatUsd', () => {
  it.each([
    [9.99, '$9.99'],
    [19.99, '$19.99'],
    [50, '$50'],
    [0, '$0'],
    [1500, '$1,500'],
    [149.5, '$149.50'],
  ])('%s → %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });
});
