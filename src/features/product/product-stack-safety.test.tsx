import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { resetMockCarts } from '../../../mocks/shopify/carts';
import { saveMedicationAnswer } from '../../components/stack-safety/use-medications';
import { renderRoutes } from '../../components/testing/render-routes';
import { layOutCarousels } from '../../components/testing/carousel-layout';
import { stockCart, variantOf } from '../cart/test-cart';

/** The first Storefront request starts the mock GraphQL engine (the whole schema): give it time. */
const productLoad = { timeout: 30_000 } as const;

async function openProduct(handle: string, title: string) {
  renderRoutes([{ path: '/products/:handle', load: () => import('./product-route') }], `/products/${handle}`);
  await screen.findByRole('heading', { level: 1, name: title }, productLoad);
}

beforeEach(() => {
  layOutCarousels();
  localStorage.clear();
  resetMockCarts();
  saveMedicationAnswer(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('the stack check on a product page', { timeout: 60_000 }, () => {
  it("says what this product adds to the cart's products, with the source", async () => {
    // Calcium, Magnesium & D3 (25 mcg of vitamin D) and the probiotic, which has nothing in common.
    await stockCart([
      [variantOf(44), 1],
      [variantOf(5), 1],
    ]);
    await openProduct('vitamin-d3-k2', 'Vitamin D3 + K2');
    const panel = await screen.findByRole('region', { name: 'With your cart' }, productLoad);

    expect(
      await within(panel).findByText(
        /^Vitamin D is in more than one product: Vitamin D3 \+ K2 and Calcium, Magnesium & D3\./,
        {},
        productLoad,
      ),
    ).toBeInTheDocument();
    expect(
      within(panel).getByText(/^Together, Vitamin D3 \+ K2 and Calcium, Magnesium & D3 give 150 mcg/),
    ).toBeInTheDocument();
    expect(within(panel).getAllByRole('link', { name: /Vitamin D fact sheet/ })[0]).toHaveAttribute(
      'href',
      'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
    );
  });

  it('says a product is over an upper limit on its own before it is added, in the words the cart would use', async () => {
    // Vitamin D3 + K2 gives 125 mcg of vitamin D a serving; the adult upper limit is 100 mcg.
    await openProduct('vitamin-d3-k2', 'Vitamin D3 + K2');
    const panel = await screen.findByRole('region', { name: 'Stack check' }, productLoad);
    expect(
      await within(panel).findByText(
        'Vitamin D3 + K2 gives 125 mcg of vitamin D a day, above the 100 mcg upper limit for adults. Talk to your healthcare provider before taking it.',
        {},
        productLoad,
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText('Warning:')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Vitamin D fact sheet/ })).toHaveAttribute(
      'href',
      'https://ods.od.nih.gov/factsheets/VitaminD-HealthProfessional/',
    );
    expect(screen.queryByRole('region', { name: /^With your/ })).not.toBeInTheDocument();
  });

  it('shows the same finding in the cart for that product alone', async () => {
    // Vitamin D3 + K2 is catalogue product 2.
    await stockCart([[variantOf(2), 1]]);
    renderRoutes([{ path: '/cart', load: () => import('../cart/cart-route') }], '/cart');
    const panel = await screen.findByRole('region', { name: 'Stack check' }, productLoad);
    expect(
      await within(panel).findByText(
        'Vitamin D3 + K2 gives 125 mcg of vitamin D a day, above the 100 mcg upper limit for adults. Talk to your healthcare provider before taking it.',
        {},
        productLoad,
      ),
    ).toBeInTheDocument();
  });

  it('says nothing about a stack for a product with no finding on its own, an empty cart and no medications', async () => {
    await openProduct('probiotic-40-billion-cfu', 'Probiotic 40 Billion CFU');
    await screen.findByRole('table', { name: 'Supplement Facts' }, productLoad);
    expect(screen.queryByRole('region', { name: /^Stack check|^With your/ })).not.toBeInTheDocument();
  });

  it("names an interaction with the shopper's medications, even with an empty cart", async () => {
    saveMedicationAnswer({ choice: 'classes', classes: ['blood-pressure'] });
    await openProduct('electrolyte-hydration-powder', 'Electrolyte Hydration Powder');
    const panel = await screen.findByRole('region', { name: 'With your medications' }, productLoad);
    expect(
      await within(panel).findByText(
        /^Electrolyte Hydration Powder contains Potassium, and you listed blood-pressure medication/,
        {},
        productLoad,
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /NIH Office of Dietary Supplements/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});
