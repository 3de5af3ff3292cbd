import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { storefrontEndpoint } from '../../../mocks/shopify/handlers';
import { resetMockCarts } from '../../../mocks/shopify/carts';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';
import { stockCart, variantOf } from './test-cart';

const openCart = () => renderRoutes([{ path: '/cart', load: () => import('./cart-route') }], '/cart');

const probiotic = 'Probiotic 40 Billion CFU';
const b12 = 'Vitamin B12 Methylcobalamin (90 Count)';

/** The amount beside a term of the order summary ("Subtotal", "Total"). */
function summaryAmount(term: string) {
  const summary = screen.getByRole('region', { name: 'Order Summary' });
  return within(summary).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
}

async function openStockedCart() {
  const cart = await stockCart([
    [variantOf(5), 2],
    [variantOf(43, 3), 1],
  ]);
  const rendered = openCart();
  const list = await screen.findByRole('list', { name: 'Items in your cart' }, pageLoad);
  return { ...rendered, cart, list, user: userEvent.setup() };
}

const quantityOf = (name: string) =>
  within(screen.getByRole('group', { name: `Quantity of ${name}` })).getByRole('status').textContent;

beforeEach(() => {
  localStorage.clear();
  resetMockCarts();
});

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

  it('says so when the saved cart cannot be loaded, never "empty", and shows it on Try again', async () => {
    await stockCart([[variantOf(5), 2]]);
    server.use(http.post(storefrontEndpoint, () => HttpResponse.json({}, { status: 503 }), { once: true }));
    openCart();

    const alert = await screen.findByRole('alert', {}, pageLoad);
    expect(alert).toHaveTextContent(
      'We could not load your cart. Please check your connection and try again.',
    );
    expect(screen.queryByRole('heading', { name: 'Your cart is empty' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Items in your cart' }, pageLoad);
    expect(within(list).getByRole('link', { name: probiotic })).toBeInTheDocument();
  });

  it('lists the saved cart after a reload: each line, the subtotal and total, and Checkout', async () => {
    const { cart, list } = await openStockedCart();

    expect(screen.getByRole('heading', { level: 1, name: 'Your Cart' })).toBeInTheDocument();
    expect(document.title).toBe('Your Cart | Sankofa Wellness');
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('link', { name: probiotic })).toHaveAttribute(
      'href',
      '/products/probiotic-40-billion-cfu',
    );
    expect(within(first!).getByText('$149.99 each')).toBeInTheDocument();
    expect(within(first!).getByText('$299.98')).toBeInTheDocument();
    expect(within(second!).getByText('90 Count')).toBeInTheDocument();
    expect(within(first!).queryByText('Default Title')).not.toBeInTheDocument();
    expect(quantityOf(probiotic)).toBe('Quantity 2');
    expect(quantityOf(b12)).toBe('Quantity 1');
    expect(summaryAmount('Subtotal')).toBe('$649.97');
    expect(summaryAmount('Total')).toBe('$649.97');

    const checkout = screen.getByRole('link', { name: 'Checkout' });
    expect(checkout).toHaveAttribute('href', cart.checkoutUrl);
    expect(checkout.getAttribute('href')).toMatch(/\/cart\/c\/[A-Za-z0-9-]+\?key=\w+$/);
    expect(screen.getByText('Secure checkout via Shopify')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('shows a skeleton, not the empty state, while the saved cart is restored', async () => {
    await stockCart([[variantOf(5), 1]]);
    let release = () => {};
    const restored = new Promise<void>((resolve) => (release = resolve));
    // Holds the Storefront's answer back, then lets the usual mock handler answer it.
    server.use(http.post(storefrontEndpoint, () => restored.then(() => undefined)));
    openCart();

    expect(await screen.findByText('Loading your cart…', {}, pageLoad)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your cart is empty' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('link', { name: probiotic })).toBeInTheDocument();
    expect(screen.queryByText('Loading your cart…')).not.toBeInTheDocument();
  });

  it('steps a quantity up and down, and the amounts follow', async () => {
    const { user } = await openStockedCart();
    const decrease = screen.getByRole('button', { name: `Decrease quantity of ${b12}` });
    expect(decrease).toHaveAttribute('aria-disabled', 'true');

    const increase = screen.getByRole('button', { name: `Increase quantity of ${b12}` });
    await user.click(increase);
    await waitFor(() => expect(quantityOf(b12)).toBe('Quantity 2'));
    expect(summaryAmount('Subtotal')).toBe('$999.96');
    expect(increase).toHaveFocus();

    await user.click(screen.getByRole('button', { name: `Decrease quantity of ${probiotic}` }));
    await waitFor(() => expect(quantityOf(probiotic)).toBe('Quantity 1'));
    expect(summaryAmount('Subtotal')).toBe('$849.97');
  });

  it('makes the controls wait while a change is under way', async () => {
    const { user } = await openStockedCart();
    let release = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    server.use(http.post(storefrontEndpoint, () => answered.then(() => undefined)));

    await user.click(screen.getByRole('button', { name: `Increase quantity of ${probiotic}` }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: `Remove ${b12}` })).toHaveAttribute('aria-disabled', 'true'),
    );
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('aria-disabled', 'true');
    // A click while waiting changes nothing.
    await user.click(screen.getByRole('button', { name: `Increase quantity of ${probiotic}` }));

    release();
    await waitFor(() => expect(quantityOf(probiotic)).toBe('Quantity 3'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Checkout' })).not.toHaveAttribute('aria-disabled'),
    );
    expect(quantityOf(probiotic)).toBe('Quantity 3');
  });

  it('removes lines, and shows the empty state once the last one is gone', async () => {
    const { user, list } = await openStockedCart();

    await user.click(screen.getByRole('button', { name: `Remove ${probiotic}` }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: probiotic })).not.toBeInTheDocument();
    expect(summaryAmount('Subtotal')).toBe('$349.99');
    await waitFor(() => expect(list).toHaveFocus());

    await user.click(screen.getByRole('button', { name: `Remove ${b12}` }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/shop');
  });

  it('applies a discount code as a line of its own, removes it again, and says when a code does not apply', async () => {
    const { user } = await openStockedCart();
    const field = await screen.findByRole('textbox', { name: 'Discount code' }, pageLoad);

    await user.type(field, 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Discount code WELCOME10 applied.')).toBeInTheDocument();
    // Subtotal, then the code and what it saves, then the total after it.
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(Array.from(summary.querySelectorAll('dt, dd')).map((term) => term.textContent)).toEqual([
      'Subtotal',
      '$649.97',
      'Discount WELCOME10',
      '−$65',
      'Total',
      '$584.97',
    ]);
    expect(field).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove discount code WELCOME10' }));
    expect(await screen.findByText('Discount code WELCOME10 removed.')).toBeInTheDocument();
    await waitFor(() => expect(summaryAmount('Total')).toBe('$649.97'));
    expect(screen.queryByRole('button', { name: 'Remove discount code WELCOME10' })).not.toBeInTheDocument();

    await user.type(field, 'SAVEBIG{Enter}');
    // Said under the field, which takes the focus back; not in a toast that goes away.
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('The discount code SAVEBIG is not valid for your cart.'),
    );
    expect(field).toBeInvalid();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('SAVEBIG');
    expect(screen.getAllByText('The discount code SAVEBIG is not valid for your cart.')).toHaveLength(1);

    // Correcting the code clears what was said about the old one.
    await user.type(field, '{Backspace}');
    expect(field).not.toHaveAccessibleDescription();
    expect(field).toBeValid();
  });

  it('checks a discount code before sending it: an empty one, or one longer than any code', async () => {
    const { user } = await openStockedCart();
    const field = await screen.findByRole('textbox', { name: 'Discount code' }, pageLoad);
    const sent: string[] = [];
    server.use(
      http.post(storefrontEndpoint, async ({ request }) => {
        const { query } = (await request.clone().json()) as { query: string };
        if (query.includes('cartDiscountCodesUpdate')) sent.push(query);
        return undefined;
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(field).toHaveAccessibleDescription('Enter a discount code.');
    expect(field).toHaveFocus();

    // The field stops typing at 255 characters; a script or an old browser may not.
    fireEvent.change(field, { target: { value: 'X'.repeat(10_000) } });
    expect(field).not.toHaveAccessibleDescription();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(field).toHaveAccessibleDescription(
      'Discount codes are at most 255 characters. Please check the code you entered.',
    );
    expect(field).toBeInvalid();
    expect(field).toHaveFocus();
    expect(sent).toEqual([]);
    expect(screen.queryByText(/XXXXXXXXXX/)).not.toBeInTheDocument();
  });

  it('shows why a change failed, in the shopper’s words, and keeps the cart as it was', async () => {
    const { user } = await openStockedCart();
    server.use(http.post(storefrontEndpoint, () => HttpResponse.error()));

    await user.click(screen.getByRole('button', { name: `Increase quantity of ${probiotic}` }));
    expect(
      await screen.findByText('We could not update your cart. Please check your connection and try again.'),
    ).toBeInTheDocument();
    expect(quantityOf(probiotic)).toBe('Quantity 2');
    expect(summaryAmount('Subtotal')).toBe('$649.97');
  });

  it('says the store is busy, not the connection, when Shopify throttles a change', async () => {
    const { user } = await openStockedCart();
    server.use(
      http.post(storefrontEndpoint, () =>
        HttpResponse.json({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] }),
      ),
    );

    await user.click(screen.getByRole('button', { name: `Increase quantity of ${probiotic}` }));
    expect(
      await screen.findByText(
        'The store is very busy right now and could not update your cart. Please try again in a moment.',
      ),
    ).toBeInTheDocument();
    expect(quantityOf(probiotic)).toBe('Quantity 2');
  });
});
