import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { resetMockCarts } from '../../../mocks/shopify/carts';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { StoreCartProvider, useStoreCart } from '../../lib/shopify';
import { variantOf } from './test-cart';

const openCheckout = (address: string) =>
  renderRoutes([{ path: '/mock-checkout', load: () => import('./mock-checkout-route') }], address);

/** A cart with CoQ10 on a 30-day subscription and two Probiotics bought once. */
async function subscribedCart() {
  const { result, unmount } = renderHook(() => useStoreCart(), { wrapper: StoreCartProvider });
  await waitFor(() => expect(result.current.status).toBe('idle'));
  let checkoutUrl = '';
  await act(async () => {
    const cart = await result.current.addLines([
      { merchandiseId: variantOf(24), quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/1001' },
      { merchandiseId: variantOf(5), quantity: 2 },
    ]);
    checkoutUrl = cart.checkoutUrl;
  });
  unmount();
  return new URL(checkoutUrl);
}

beforeEach(() => {
  localStorage.clear();
  resetMockCarts();
});

describe('the demo checkout (mock mode)', { timeout: 30_000 }, () => {
  it('shows the order Shopify would receive, with each line’s subscription, and says what live mode does', async () => {
    const url = await subscribedCart();
    expect(url.pathname).toBe('/mock-checkout');
    openCheckout(`${url.pathname}${url.search}`);

    const order = await screen.findByRole('list', { name: 'Items in your order' }, pageLoad);
    const [coq10, probiotic] = within(order).getAllByRole('listitem');
    expect(coq10).toHaveTextContent(/1 × \$169\.99 · Delivery every 30 days/);
    expect(coq10).toHaveTextContent('$169.99');
    expect(probiotic).toHaveTextContent('Probiotic 40 Billion CFU');
    expect(probiotic).toHaveTextContent('2 × $149.99 · One-time purchase');
    expect(screen.getByText('Total', { selector: 'dt' }).nextElementSibling).toHaveTextContent('$469.97');
    expect(screen.getByText('This is the demo store: nothing is charged here.')).toBeInTheDocument();
    expect(screen.getByText(/In live mode this step is Shopify.s secure checkout/)).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('says so for a link without a cart, and for a cart that no longer exists', async () => {
    const first = openCheckout('/mock-checkout?cart=not-a-cart');
    expect(await screen.findByRole('alert', {}, pageLoad)).toHaveTextContent(
      'This checkout link does not name a cart.',
    );
    first.unmount();

    openCheckout(`/mock-checkout?cart=${encodeURIComponent('gid://shopify/Cart/gone?key=abc')}`);
    expect(await screen.findByRole('alert', {}, pageLoad)).toHaveTextContent(
      'This cart no longer exists: it was checked out or has expired.',
    );
  });
});
