import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { catalogue } from '../../../mocks/data/catalogue';
import { resetMockCarts } from '../../../mocks/shopify/carts';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { stockCart } from './test-cart';

const openCart = (address = '/cart') =>
  renderRoutes([{ path: '/cart', load: () => import('./cart-route') }], address);

const product = catalogue.find((entry) => entry.handle === 'daily-energy-b-complex')!;
const variantId = product.variants[0]!.id;
const every60Days = 'gid://shopify/SellingPlan/1002';
/** A powder's plan, which a capsule is not sold on. */
const powderPlan = 'gid://shopify/SellingPlan/2001';

const cartList = () => screen.findByRole('list', { name: 'Items in your cart' }, pageLoad);

beforeEach(() => {
  localStorage.clear();
  resetMockCarts();
});

describe('a subscription in the cart', { timeout: 30_000 }, () => {
  it('names the plan under the product and prices the line on it', async () => {
    await stockCart([[variantId, 1, every60Days]]);
    openCart();
    const [line] = within(await cartList()).getAllByRole('listitem');
    expect(within(line!).getByText('Delivery every 60 days, save 15%')).toBeInTheDocument();
    expect(within(line!).getByText('$169.99 each')).toBeInTheDocument();
  });

  it('names no plan for a one-time purchase', async () => {
    await stockCart([[variantId, 1]]);
    openCart();
    const [line] = within(await cartList()).getAllByRole('listitem');
    expect(within(line!).queryByText(/^Delivery every/)).not.toBeInTheDocument();
    expect(within(line!).getByText('$199.99 each')).toBeInTheDocument();
  });
});

describe('/cart?add= with a plan', { timeout: 30_000 }, () => {
  it('adds the product on the plan the address names, and leaves the address as /cart', async () => {
    const { router } = openCart(
      `/cart?add=${encodeURIComponent(variantId)}&purchase=subscribe&plan=${encodeURIComponent(every60Days)}`,
    );
    expect(await screen.findByText('Added to your cart.', {}, pageLoad)).toBeInTheDocument();
    const [line] = within(await cartList()).getAllByRole('listitem');
    expect(within(line!).getByText('Delivery every 60 days, save 15%')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('adds it once when the shopper chose a one-time purchase', async () => {
    openCart(
      `/cart?add=${encodeURIComponent(variantId)}&purchase=once&plan=${encodeURIComponent(every60Days)}`,
    );
    expect(await screen.findByText('Added to your cart.', {}, pageLoad)).toBeInTheDocument();
    const [line] = within(await cartList()).getAllByRole('listitem');
    expect(within(line!).getByText('$199.99 each')).toBeInTheDocument();
    expect(within(line!).queryByText(/^Delivery every/)).not.toBeInTheDocument();
  });

  it('changes nothing and says so for a plan id that is not one', async () => {
    const { router } = openCart(`/cart?add=${encodeURIComponent(variantId)}&plan=monthly`);
    expect(
      await screen.findByText(
        'That link does not name a subscription we offer. Nothing was added to your cart.',
        {},
        pageLoad,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' }, pageLoad),
    ).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so in the shopper’s words when Shopify refuses the plan for this product', async () => {
    openCart(`/cart?add=${encodeURIComponent(variantId)}&plan=${encodeURIComponent(powderPlan)}`);
    expect(
      await screen.findByText(
        'Sorry, this subscription is not available for this product. Please choose another delivery or buy it once.',
        {},
        pageLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Items in your cart' })).not.toBeInTheDocument();
  });
});
