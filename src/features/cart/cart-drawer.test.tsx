import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetMockCarts } from '../../../mocks/shopify/carts';
import { pageLoad, renderInStore } from '../../components/testing/render-routes';
import { useStoreCart } from '../../lib/shopify';
import { useCartCount } from './cart-count';
import { CartDrawer } from './cart-drawer';
import { variantOf } from './test-cart';

/** Stands in for the header: a cart button with the count, and an Add to Cart for two products. */
function ShellStandIn() {
  const [open, setOpen] = useState(false);
  const count = useCartCount();
  const { addLine } = useStoreCart();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {`Cart (${count})`}
      </button>
      <button
        type="button"
        onClick={() => void addLine(variantOf(5), 2).then(() => addLine(variantOf(9), 1))}
      >
        Add two products
      </button>
      <CartDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** Renders the stand-in shell and waits until the (restored) cart holds `count` items. */
async function renderShell(count = 0) {
  const rendered = renderInStore(<ShellStandIn />);
  const user = userEvent.setup();
  await screen.findByRole('button', { name: `Cart (${count})` }, pageLoad);
  return { ...rendered, user };
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Cart \(/ }));
  return screen.findByRole('dialog', { name: 'Your Cart' });
}

async function addTwoProducts(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Add two products' }));
  await screen.findByRole('button', { name: 'Cart (3)' });
}

beforeEach(() => {
  localStorage.clear();
  resetMockCarts();
});

describe('CartDrawer', () => {
  it('says the cart is empty and leads to the shop, closing as it goes', async () => {
    const { user } = await renderShell();
    const drawer = await openDrawer(user);

    expect(within(drawer).getByText('Your cart is empty')).toBeInTheDocument();
    expect(within(drawer).queryByRole('link', { name: 'Checkout' })).not.toBeInTheDocument();
    await user.click(within(drawer).getByRole('link', { name: 'Shop Products' }));
    expect(await screen.findByRole('heading', { name: '/shop' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('lists the lines with their controls, the subtotal and Checkout; the count follows the cart', async () => {
    const { user } = await renderShell();
    await addTwoProducts(user);
    const drawer = await openDrawer(user);

    expect(within(drawer).getByText('3 items')).toBeInTheDocument();
    const lines = within(within(drawer).getByRole('list', { name: 'Items in your cart' })).getAllByRole(
      'listitem',
    );
    expect(lines).toHaveLength(2);
    expect(within(drawer).getByRole('link', { name: 'Probiotic 40 Billion CFU' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Berberine Blood Sugar Support' })).toBeInTheDocument();
    const subtotal = within(drawer).getByText('Subtotal', { selector: 'dt' });
    expect(subtotal.nextElementSibling).toHaveTextContent('$499.97');
    expect(within(drawer).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toMatch(
      /\/cart\/c\/[A-Za-z0-9-]+\?key=\w+$/,
    );
    expect(within(drawer).getByText('Secure checkout via Shopify')).toBeInTheDocument();

    await user.click(
      within(drawer).getByRole('button', { name: 'Increase quantity of Berberine Blood Sugar Support' }),
    );
    await waitFor(() => expect(subtotal.nextElementSibling).toHaveTextContent('$699.96'));
    expect(screen.getByRole('button', { name: 'Cart (4)', hidden: true })).toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Remove Probiotic 40 Billion CFU' }));
    await waitFor(() => expect(within(drawer).getAllByRole('listitem')).toHaveLength(1));
    expect(within(drawer).getByText('2 items')).toBeInTheDocument();
  });

  it('closes with its close button and with Escape', async () => {
    const { user } = await renderShell();
    const drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('button', { name: 'Close cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openDrawer(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes when the shopper goes on to the cart page or a product', async () => {
    const first = await renderShell();
    await addTwoProducts(first.user);
    let drawer = await openDrawer(first.user);
    await first.user.click(within(drawer).getByRole('link', { name: 'View Cart' }));
    expect(await screen.findByRole('heading', { name: '/cart' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    first.unmount();

    // A reload: the saved cart comes back.
    const { router, user } = await renderShell(3);
    drawer = await openDrawer(user);
    await user.click(within(drawer).getByRole('link', { name: 'Probiotic 40 Billion CFU' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/products/probiotic-40-billion-cfu'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
