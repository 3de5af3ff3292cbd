import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { storefrontEndpoint } from '../../../mocks/shopify/handlers';
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

describe('a subscription in the cart', () => {
  it('names the plan under the product and prices the line on it', async () => {
    await stockCart([[variantId, 1, every60Days]]);
    openCart();
    const [line] = within(await cartList()).getAllByRole('listitem');
    expect(within(line!).getByText('Delivery every 60 days, save 15%')).toBeInTheDocument();
    expect(within(line!).getByText('$169.99 each')).toBeInTheDocument();
  });

  it('says what the line renews at (its quantity on the plan) and where to cancel it', async () => {
    await stockCart([[variantId, 2, every60Days]]);
    openCart();
    const [line] = within(await cartList()).getAllByRole('listitem');
    expect(line).toHaveTextContent(
      'Renews every 60 days at $339.98 until you cancel. Cancel online any time in your account.',
    );
    expect(within(line!).getByRole('link', { name: 'your account (opens in a new tab)' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('names no plan for a one-time purchase', async () => {
    await stockCart([[variantId, 1]]);
    openCart();
    const [line] = within(await cartList()).getAllByRole('listitem');
    expect(within(line!).queryByText(/^Delivery every/)).not.toBeInTheDocument();
    expect(within(line!).getByText('$199.99 each')).toBeInTheDocument();
    expect(line).not.toHaveTextContent('Renews');
  });
});

/** The page that sent the shopper to the cart (`document.referrer`); jsdom has none. */
function cameFrom(address: string) {
  Object.defineProperty(document, 'referrer', { value: address, configurable: true });
}

afterEach(() => cameFrom(''));

describe('/cart?add= from a link on another site', () => {
  const question = () =>
    screen.findByRole('dialog', { name: `Add ${product.title} to your cart?` }, pageLoad);

  it('asks before adding, and adds the product once the shopper says Add to Cart', async () => {
    cameFrom('https://elsewhere.example/offer');
    const { router } = openCart(`/cart?add=${encodeURIComponent(variantId)}`);
    const dialog = await question();
    expect(dialog).toHaveAccessibleDescription(
      `A link you followed asks to add one ${product.title} to your cart. Nothing is added unless you choose Add to Cart.`,
    );
    // Behind the question, the cart is as it was.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your cart is empty', hidden: true }, pageLoad),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('');

    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to your cart.', {}, pageLoad)).toBeInTheDocument();
    const [line] = within(await cartList()).getAllByRole('listitem');
    expect(within(line!).getByRole('link', { name: product.title })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves the cart as it was when the shopper says No thanks', async () => {
    await stockCart([[variantId, 1]]);
    const other = catalogue.find((entry) => entry.handle !== product.handle)!;
    openCart(`/cart?add=${encodeURIComponent(other.variants[0]!.id)}`);
    const dialog = await screen.findByRole(
      'dialog',
      { name: new RegExp(`^Add ${other.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) },
      pageLoad,
    );
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'No thanks' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const lines = within(await cartList()).getAllByRole('listitem');
    expect(lines).toHaveLength(1);
    expect(within(lines[0]!).getByRole('link', { name: product.title })).toBeInTheDocument();
    expect(screen.queryByText('Added to your cart.')).not.toBeInTheDocument();
  });

  it('names the subscription the link asks for', async () => {
    openCart(
      `/cart?add=${encodeURIComponent(variantId)}&purchase=subscribe&plan=${encodeURIComponent(every60Days)}`,
    );
    expect(await question()).toHaveAccessibleDescription(
      `A link you followed asks to add ${product.title} on a subscription (Delivery every 60 days, save 15%) to your cart. Nothing is added unless you choose Add to Cart.`,
    );
  });

  it('asks nothing and adds nothing for a variant the shop does not have', async () => {
    openCart(`/cart?add=${encodeURIComponent('gid://shopify/ProductVariant/999999')}`);
    expect(
      await screen.findByText('That link does not name a product we can add to your cart.', {}, pageLoad),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks nothing for a plan this product is not sold on', async () => {
    openCart(`/cart?add=${encodeURIComponent(variantId)}&plan=${encodeURIComponent(powderPlan)}`);
    expect(
      await screen.findByText(
        'That link does not name a subscription we offer. Nothing was added to your cart.',
        {},
        pageLoad,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('/cart?add= from the store’s own Add to Cart form, with a plan', () => {
  beforeEach(() => cameFrom(`${window.location.origin}/products/${product.handle}`));

  it('adds the product on the plan the address names, and leaves the address as /cart', async () => {
    const { router } = openCart(
      `/cart?add=${encodeURIComponent(variantId)}&purchase=subscribe&plan=${encodeURIComponent(every60Days)}`,
    );
    expect(await screen.findByText('Added to your cart.', {}, pageLoad)).toBeInTheDocument();
    const [line] = within(await cartList()).getAllByRole('listitem');
    expect(within(line!).getByText('Delivery every 60 days, save 15%')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('shows the product as the form named it while Shopify adds it, then the line Shopify made', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post(storefrontEndpoint, () => answered.then(() => undefined)));
    const named = new URLSearchParams({
      add: variantId,
      purchase: 'subscribe',
      plan: every60Days,
      product: product.handle,
      title: product.title,
      'variant-title': product.variants[0]!.title,
    });
    const { router } = openCart(`/cart?${named}`);
    const [adding] = within(await cartList()).getAllByRole('listitem');
    expect(within(adding!).getByRole('link', { name: product.title })).toHaveAttribute(
      'href',
      `/products/${product.handle}`,
    );
    expect(adding).toHaveTextContent('Adding to your cart…');
    expect(router.state.location.search).toBe('');

    release();
    expect(await screen.findByText('Added to your cart.', {}, pageLoad)).toBeInTheDocument();
    const [line] = within(await cartList()).getAllByRole('listitem');
    expect(line).not.toHaveTextContent('Adding to your cart…');
    expect(within(line!).getByText('Delivery every 60 days, save 15%')).toBeInTheDocument();
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
