/**
 * The age question as the store asks it: Add to Cart of an age-restricted product in the store's
 * real shell (its dialog, the cart drawer), against the local Storefront API.
 */
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Typography } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { PurchaseButtons } from '../../components/purchase/purchase-buttons';
import { productQueryOptions } from '../../lib/shopify';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { storefrontEndpoint } from '../../../mocks/shopify/handlers';
import { readCartTable, resetMockCarts } from '../../../mocks/shopify/carts';
import { EXIT_OFFER_SHOWN_KEY } from '../../features/marketing/exit-offer-session';
import { renderStore } from '../testing/render-store';

const slow = { timeout: 20_000 } as const;

/** A page selling the product whose handle is the path. */
function ProductOffer() {
  const handle = useLocation().pathname.slice(1);
  const product = useSuspenseQuery(productQueryOptions(handle)).data;
  return (
    <>
      <Typography variant="h1">{product.title}</Typography>
      <PurchaseButtons product={product} withBuyNow />
    </>
  );
}

const offer = (handle: string) =>
  renderStore(`/${handle}`, {
    page: () => (
      <Suspense fallback={<h1>Loading</h1>}>
        <ProductOffer />
      </Suspense>
    ),
  });

/** The date of birth typed in the question's field (the browser's date field sends `YYYY-MM-DD`). */
function answer(dialog: HTMLElement, dateOfBirth: string) {
  fireEvent.change(within(dialog).getByLabelText(/Date of birth/), { target: { value: dateOfBirth } });
}

const storedCarts = () => [...readCartTable().values()];
const eighteenYearsAgoTomorrow = () => {
  const date = new Date();
  date.setFullYear(date.getFullYear() - 18);
  date.setDate(date.getDate() + 1);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

beforeEach(() => {
  localStorage.clear();
  resetMockCarts();
  // The exit offer has been seen: it would open over the page as the pointer leaves a dialog.
  sessionStorage.setItem(EXIT_OFFER_SHOWN_KEY, '1');
});

describe('the age question', { timeout: 60_000 }, () => {
  it('asks before an age-restricted product goes in, and refuses under 18 with the reason, adding nothing', async () => {
    const { user } = await offer('glucomannan-fullness-support');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your age' }, slow);
    expect(dialog).toHaveAccessibleDescription(
      'Glucomannan Fullness Support is sold only to shoppers 18 or older. New York law forbids selling weight-loss and muscle-building supplements to anyone under 18, and we apply that rule everywhere.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Confirm and add to cart' }));
    expect(within(dialog).getByLabelText(/Date of birth/)).toHaveAccessibleDescription(
      'Enter your date of birth.',
    );
    expect(within(dialog).getByLabelText(/Date of birth/)).toHaveFocus();

    // The day before the 18th birthday.
    answer(dialog, eighteenYearsAgoTomorrow());
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and add to cart' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'You must be 18 or older to buy Glucomannan Fullness Support. Nothing was added to your cart.',
    );
    expect(within(dialog).queryByLabelText(/Date of birth/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Confirm your age' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(storedCarts()).toEqual([]);
  });

  it('adds it with the date of birth on the cart, and asks no more while the cart carries it', async () => {
    const { user } = await offer('glucomannan-fullness-support');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }, slow));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm your age' }, slow);
    answer(dialog, '1990-07-24');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and add to cart' }));
    // The cart drawer opens on the cart, which says what it holds.
    dialog = await screen.findByRole('dialog', { name: /Your Cart/ }, slow);
    expect(
      await within(dialog).findByText(
        'Your order holds Glucomannan Fullness Support, sold only to shoppers 18 or older. Date of birth given: July 24, 1990.',
        {},
        slow,
      ),
    ).toBeInTheDocument();
    expect(storedCarts().map((cart) => cart.attributes)).toEqual([
      [{ key: 'Date of birth', value: '1990-07-24' }],
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Close cart' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Your Cart/ })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(storedCarts()[0]?.lines[0]?.quantity).toBe(2), slow);
    expect(screen.queryByRole('dialog', { name: 'Confirm your age' })).not.toBeInTheDocument();
  });

  it('asks nothing for a product every shopper may buy, and shows it in the cart at once while Shopify adds it', async () => {
    const { user } = await offer('probiotic-40-billion-cfu');
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(storefrontEndpoint, async ({ request }) => {
        const { query } = (await request.clone().json()) as { query: string };
        if (query.includes('mutation')) await held;
        return undefined;
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }, slow));
    const drawer = await screen.findByRole('dialog', { name: /Your Cart/ }, slow);
    expect(screen.queryByRole('dialog', { name: 'Confirm your age' })).not.toBeInTheDocument();
    const lines = await within(drawer).findByRole('list', { name: 'Items in your cart' }, slow);
    expect(within(lines).getByRole('link', { name: 'Probiotic 40 Billion CFU' })).toBeInTheDocument();
    expect(lines).toHaveTextContent('Adding to your cart…');
    expect(lines).not.toHaveTextContent('$');
    expect(drawer).toHaveTextContent('Your total shows once the product is in your cart.');
    // Checkout waits: there is no cart to check out yet.
    expect(within(drawer).getByText('Checkout')).toHaveAttribute('aria-disabled', 'true');

    answer();
    await waitFor(() => expect(lines).not.toHaveTextContent('Adding to your cart…'), slow);
    expect(lines).toHaveTextContent('$149.99 each');
    expect(storedCarts().map((cart) => cart.attributes)).toEqual([[]]);
  });

  it('sends Buy Now as HTML to the question’s page of an age-restricted product, and Add to Cart says to ask', async () => {
    await offer('glucomannan-fullness-support');
    const buyNow = await screen.findByRole('button', { name: 'Buy Now' }, slow);
    expect(buyNow.closest('form')).toHaveAttribute(
      'action',
      '/products/glucomannan-fullness-support/confirm-age',
    );
    const addForm = screen.getByRole('button', { name: 'Add to Cart' }).closest('form')!;
    expect(addForm.querySelector('input[name="minimum-age"]')).toHaveValue('18');
  });
});
