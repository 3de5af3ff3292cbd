import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';

const openCart = () => renderRoutes([{ path: '/cart', load: () => import('./cart-route') }], '/cart');

describe('cart page', () => {
  it('shows the empty cart with the way back to the shop', async () => {
    openCart();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' }, pageLoad),
    ).toBeInTheDocument();
    expect(screen.getByText(/secure Shopify checkout/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
    expect(document.title).toBe('Your cart is empty | Sankofa Wellness');
  });

  it('says so when the content cannot be loaded', async () => {
    failSanityQueries('"cartPage"');
    openCart();

    expect(await screen.findByText("We couldn't load this page", {}, pageLoad)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
