import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@mui/material';
import { ProductCard } from '../../components/product/product-card';
import { useShellActions, type ShellActions } from '../../components/shell-actions';
import type { Product } from '../../domain/commerce';
import { checkout } from '../../components/purchase/go-to-checkout';
import { layOutCarousels } from '../../components/testing/carousel-layout';
import { pageLoad } from '../../components/testing/render-routes';
import { productQueryOptions } from '../../lib/shopify';
import { rememberExitOfferShown } from '../../features/marketing/exit-offer-session';
import { resetMockCarts } from '../../../mocks/shopify/carts';
import { renderStore } from '../testing/render-store';

const handle = 'plant-sterol-cholesterol-support';
const title = 'Plant Sterol Cholesterol Support';

let shell: ShellActions | undefined;
let shownProduct: Product | undefined;

/** A page with one product card and a way to open a collection. */
function CardPage() {
  const product = useQuery(productQueryOptions(handle));
  const actions = useShellActions();
  const { openCollection } = actions;
  // What a dialog's own "View Details" would call, reached by the test from outside the page.
  useEffect(() => {
    shell = actions;
    shownProduct = product.data ?? undefined;
  });
  return (
    <>
      <h1>A page with a card</h1>
      {product.data && <ProductCard product={product.data} />}
      <Button onClick={() => openCollection({ handle: 'sleep-support', title: 'Shop Our Collection' })}>
        Open the collection
      </Button>
    </>
  );
}

const renderCardPage = () => renderStore('/', { page: CardPage });

const card = async (name = title) => screen.findByRole('article', { name }, pageLoad);

beforeEach(() => {
  // user-event's synthetic pointer can look like leaving the window; these tests are not about the offer.
  rememberExitOfferShown();
  layOutCarousels();
});

afterEach(() => {
  resetMockCarts();
  window.sessionStorage.clear();
});

describe("a product's details, opened in place", () => {
  it('shows the key benefits and the ways to buy, Buy Now goes to checkout, and closing returns to the page', async () => {
    const { user, router } = await renderCardPage();
    await user.click(within(await card()).getByRole('link', { name: 'View Full Details' }));

    const dialog = await screen.findByRole('dialog', { name: title }, pageLoad);
    expect(within(dialog).getByRole('heading', { name: 'About This Product' })).toBeInTheDocument();
    // This product has no key benefits of its own: the store's five defaults show.
    for (const benefit of [
      'Premium quality ingredients',
      'Third-party tested for purity',
      'Manufactured in GMP certified facilities',
      'Non-GMO and gluten-free',
      'Science-backed formulation',
    ]) {
      expect(within(dialog).getByText(benefit)).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('link', { name: 'See the full product page' })).toHaveAttribute(
      'href',
      `/products/${handle}`,
    );
    expect(within(dialog).getByText('Secure checkout via Shopify')).toBeInTheDocument();

    const goToCheckout = vi.spyOn(checkout, 'go').mockImplementation(() => {});
    await user.click(within(dialog).getByRole('button', { name: 'Buy Now' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledTimes(1), pageLoad);
    expect(goToCheckout.mock.calls[0]![0]).toMatch(/\/cart\/c\/[A-Za-z0-9-]+\?key=\w+$/);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
  });

  it("open over the dialog open (the quiz's recommendations), which shows again when they close", async () => {
    const { user } = await renderCardPage();
    await card();
    await user.click(screen.getByRole('button', { name: 'Open the collection' }));
    await screen.findByRole('dialog', { name: 'Shop Our Collection' }, pageLoad);
    const product = (await screen.findAllByRole('article', {}, pageLoad)).length;
    expect(product).toBeGreaterThan(0);

    act(() => shell!.openProduct(shownProduct!));
    const details = await screen.findByRole('dialog', { name: title }, pageLoad);
    await user.click(within(details).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Shop Our Collection' })).toBeVisible();
  });

  it('close when the shopper goes to another page', async () => {
    const { user, router } = await renderCardPage();
    await user.click(within(await card()).getByRole('link', { name: 'View Full Details' }));
    const dialog = await screen.findByRole('dialog', { name: title }, pageLoad);

    expect(dialog).toBeVisible();

    // The browser's Back, or a link the page follows on its own.
    await act(() => router.navigate('/elsewhere'));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
