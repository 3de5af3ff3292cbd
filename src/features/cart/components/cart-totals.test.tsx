import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { cart, line } from '../../../domain/test-carts';
import type { Cart } from '../../../domain/commerce';
import { CartTotals } from './cart-totals';

const usd = (amount: number) => ({ amount, currencyCode: 'USD' });

/** The summary's terms and amounts, in the order they are read. */
function readTotals(shown: Cart) {
  const { container } = render(<CartTotals cart={shown} onRemoveCode={() => {}} />);
  return Array.from(container.querySelectorAll('dt, dd')).map((term) => term.textContent);
}

describe('the totals of a cart', () => {
  const lines = [line('a', 2, 149.99), line('b', 1, 299.99)];

  it('without a discount: the subtotal and the total', () => {
    expect(readTotals(cart(lines))).toEqual(['Subtotal', '$599.97', 'Total', '$599.97']);
  });

  it('with a code: the subtotal, the code and what it saves, then the total after it', () => {
    expect(readTotals(cart(lines, 0.1))).toEqual([
      'Subtotal',
      '$599.97',
      'Discount WELCOME10',
      '−$60',
      'Total',
      '$539.97',
    ]);
    expect(screen.getByRole('button', { name: 'Remove discount code WELCOME10' })).toBeInTheDocument();
  });

  it('with an automatic discount and a code that takes nothing off the cart (free shipping)', () => {
    const shown: Cart = {
      ...cart(lines),
      total: usd(579.97),
      discountCodes: [
        { code: 'FREESHIP', applicable: true },
        { code: 'EXPIRED', applicable: false },
      ],
      discounts: [{ code: null, label: 'Bundle savings', amount: usd(20) }],
    };
    expect(readTotals(shown)).toEqual([
      'Subtotal',
      '$599.97',
      'Discount FREESHIP',
      'Applied at checkout',
      'Discount Bundle savings',
      '−$20',
      'Total',
      '$579.97',
    ]);
    expect(screen.queryByRole('button', { name: /Remove discount code Bundle/ })).not.toBeInTheDocument();
    expect(screen.queryByText('EXPIRED')).not.toBeInTheDocument();
  });
});
