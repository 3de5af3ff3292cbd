/**
 * The cart drawer whose code cannot come (the store was updated, or the connection is gone): the
 * shell shows the store's error screen rather than a tap that does nothing. (Opened once its code
 * is in: cart-drawer.test.tsx and the browser tests.)
 */
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useShellActions } from '../../components/shell-actions';
import { renderStore } from '../testing/render-store';

vi.mock('../../features/cart/cart-drawer', () => {
  throw new TypeError('Failed to fetch dynamically imported module: /assets/cart-drawer.js');
});

function OpensTheCart() {
  const { openCart } = useShellActions();
  return (
    <>
      <h1>A page</h1>
      <button type="button" onClick={openCart}>
        Open the cart
      </button>
    </>
  );
}

describe('the cart drawer whose code cannot be loaded', () => {
  it('shows the store’s error screen, with a way to try again', async () => {
    await renderStore('/', { page: OpensTheCart });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open the cart' }));
    expect(await screen.findByRole('heading', { level: 1, name: /Error|updated/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Try again|Reload/ })).toBeVisible();
    expect(screen.queryByRole('dialog', { name: 'Your Cart' })).toBeNull();
  });
});
