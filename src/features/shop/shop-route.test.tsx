import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { storefrontEndpoint } from '../../../mocks/shopify/handlers';
import { resetMockCarts } from '../../../mocks/shopify/carts';
import { catalogue } from '../../../mocks/data/catalogue';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { loadLazyParts } from '../../components/testing/lazy-parts';

const renderShop = (path = '/shop') =>
  renderRoutes(
    [
      { path: '/shop', load: () => import('./shop-route') },
      { path: '/shop/:filter', load: () => import('./shop-route') },
      { path: '/bestsellers', load: () => import('./shop-route') },
      { path: '/bundles', load: () => import('./shop-route') },
    ],
    path,
  );

/** The first Storefront request starts the mock GraphQL engine (the whole schema): give it time. */
const catalogueLoad = { timeout: 30_000 } as const;

const tagged = (tag: string) => catalogue.filter((product) => (product.tags as string[]).includes(tag));

/** Clicks "Show more products" until the whole list shows; returns every card. */
async function showAllProducts(user: UserEvent) {
  await productCards();
  for (;;) {
    const more = screen.queryByRole('button', { name: 'Show more products' });
    if (!more) return productCards();
    await user.click(more);
  }
}

/** The product cards once the grid (named `grid`) shows them (`count` of them, when given). */
async function productCards(count?: number, grid = 'Our Products') {
  // The skeleton grid is replaced by the real one: look the grid up again on every try.
  const cards = () => within(screen.getByRole('list', { name: grid })).queryAllByRole('article');
  await waitFor(() => {
    if (count === undefined) expect(cards().length).toBeGreaterThan(0);
    else expect(cards()).toHaveLength(count);
  }, catalogueLoad);
  return cards();
}

function card(name: string) {
  return screen.getByRole('article', { name });
}

// The page's code (the grid, the cards, the ways to buy) is compiled once, before the first test
// waits on screen for it: on a busy machine compiling it took most of that test's minute.
beforeAll(() => loadLazyParts(import('./shop-route')), 60_000);

beforeEach(() => {
  localStorage.clear();
  resetMockCarts();
});
afterEach(() => vi.unstubAllGlobals());

describe('Shop', { timeout: 60_000 }, () => {
  it('shows the hero, the secure checkout notice and the products a page at a time', async () => {
    renderShop();
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Supplements for Our Health' }, pageLoad),
    ).toBeInTheDocument();
    expect(screen.getByText(/Secure checkout\./)).toBeInTheDocument();
    await productCards(6);
    expect(screen.getByText('Showing 6 of 74 products')).toBeInTheDocument();

    // Each tap shows 12 more.
    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    const cards = await productCards(18);
    expect(screen.getByText('Showing 18 of 74 products')).toBeInTheDocument();
    // The shopper carries on from the first card that appeared, at its name.
    const seventh = within(cards[6]!).getByRole('heading').textContent ?? '';
    expect(within(cards[6]!).getByRole('link', { name: seventh })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Show more products' }));
    await productCards(30);

    await showAllProducts(user);
    expect(screen.getByText('Showing 74 products')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
    // The FDA statement is the footer's, the one on every page that each † leads to: not said twice.
    expect(screen.queryByText(/Food and Drug/)).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Shop Supplements | Sankofa Wellness'));
  });

  it('shows every fact of a product card and links its name to the product page', async () => {
    renderShop();
    await productCards();
    const energy = card('Daily Energy B-Complex');
    const image = within(energy).getByRole('img', { name: 'Daily Energy B-Complex bottle, 60 capsules' });
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '800');
    expect(within(energy).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(within(energy).getByText('(16 reviews)')).toBeInTheDocument();
    expect(within(energy).getByText('Methylated B vitamins for steady energy')).toBeInTheDocument();
    expect(within(energy).getByRole('link', { name: 'Daily Energy B-Complex' })).toHaveAttribute(
      'href',
      '/products/daily-energy-b-complex',
    );
    expect(within(energy).getByText(/supports your body's natural energy production/)).toBeInTheDocument();
    expect(
      within(within(energy).getByRole('list', { name: 'Certifications' })).getAllByRole('listitem'),
    ).toHaveLength(3);
    expect(within(energy).getByText('$199.99')).toBeInTheDocument();
    expect(within(energy).getByText('Original price', { exact: false }).closest('s')).toHaveTextContent(
      'Original price $399.99',
    );
    expect(
      within(within(energy).getByRole('list', { name: 'Pay with' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(0);
    expect(within(energy).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    // "View Full Details" is a link to the product page (the app opens the details in place).
    expect(within(energy).getByRole('link', { name: 'View Full Details' })).toHaveAttribute(
      'href',
      '/products/daily-energy-b-complex',
    );
    expect(within(energy).getByText('Secure checkout via Shopify')).toBeInTheDocument();
  });

  it.each([
    ['/shop/sleep', 'Sleep Support', 'sleep'],
    ['/shop?category=heart-health', 'Heart Health', 'heart'],
    ['/shop/digestive-health', 'Digestive Health', 'digestion'],
    ['/bundles?category=sleep', 'Sleep Support', 'sleep'],
  ])('shows %s as the "%s" page of the shop, at its own address', async (path, label, tag) => {
    const { router } = renderShop(path);
    const cards = await showAllProducts(userEvent.setup());
    expect(router.state.location.pathname).toBe(`/shop/${tag}`);
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(document.title).toBe(`${label} Supplements | Sankofa Wellness`));
    expect(cards.map((article) => within(article).getByRole('heading').textContent)).toEqual(
      tagged(tag).map((product) => product.title),
    );
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Filter by' });
    expect(select.selectedOptions[0]).toHaveTextContent(label);
  });

  it('filters the grid from the "Filter by" select, each choice at its own address', async () => {
    const { router } = renderShop();
    const user = userEvent.setup();
    await productCards();
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Filter by' });
    expect(select.selectedOptions[0]).toHaveTextContent('Select Condition');
    const options = within(select).getAllByRole('option');
    expect(options).toHaveLength(21);
    expect(options[0]).toHaveTextContent('All Products');

    await user.selectOptions(select, 'Liver Health');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop/liver'));
    await productCards(tagged('liver').length);
    expect(select.selectedOptions[0]).toHaveTextContent('Liver Health');

    await user.selectOptions(select, 'All Products');
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop'));
    await productCards(6);
    expect(screen.getByText('Showing 6 of 74 products')).toBeInTheDocument();
    expect(select.selectedOptions[0]).toHaveTextContent('Select Condition');
  });

  it('adds a product to the cart, opening the cart at once, the button waiting while it works', async () => {
    const { shellActions } = renderShop();
    const user = userEvent.setup();
    await productCards();
    // Hold the cart's answer until the test has seen the button wait for it.
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(storefrontEndpoint, async ({ request }) => {
        const { query } = (await request.clone().json()) as { query: string };
        if (/mutation/.test(query)) await held;
        return undefined;
      }),
    );
    const energy = card('Daily Energy B-Complex');
    await user.click(within(energy).getByRole('button', { name: 'Add to Cart' }));
    expect(within(energy).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(within(energy).getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('aria-busy', 'true');
    // The cart opens at once, showing the product while Shopify adds it.
    expect(shellActions.openCart).toHaveBeenCalledTimes(1);
    answer();
    // The button stops waiting in the cart's next render, which a busy machine may take a moment to reach.
    await waitFor(() => expect(within(energy).getByRole('button', { name: 'Add to Cart' })).toBeEnabled());
  });

  it('tells the shopper in a toast when the cart cannot be updated', async () => {
    const { shellActions } = renderShop();
    const user = userEvent.setup();
    await productCards();
    server.use(
      http.post(storefrontEndpoint, async ({ request }) => {
        const { query } = (await request.clone().json()) as { query: string };
        return /mutation/.test(query) ? HttpResponse.error() : undefined;
      }),
    );
    await user.click(within(card('Daily Energy B-Complex')).getByRole('button', { name: 'Add to Cart' }));
    expect(
      await screen.findByText(
        'We could not update your cart. Please check your connection and try again.',
        {},
        pageLoad,
      ),
    ).toBeInTheDocument();
    // The cart opened at once; it shows what it held before.
    expect(shellActions.openCart).toHaveBeenCalledTimes(1);
    expect(within(card('Daily Energy B-Complex')).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('shows a sold-out product as sold out, with Notify me and no way to buy or pay', async () => {
    renderShop('/shop/respiratory');
    await productCards();
    const soldOut = card('Mullein Lung Support');
    expect(within(soldOut).getByText('Sold out')).toBeInTheDocument();
    // Its code loads once the shop shows a sold-out product.
    expect(await within(soldOut).findByRole('button', { name: 'Notify me' }, pageLoad)).toBeEnabled();
    expect(within(soldOut).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(within(soldOut).queryByRole('list', { name: 'Pay with' })).toBeNull();
    expect(within(soldOut).queryByText('Secure checkout via Shopify')).toBeNull();
  });

  it('opens a product\'s details in place from "View Full Details", staying on the shop', async () => {
    const { shellActions, router } = renderShop('/shop/cholesterol');
    const user = userEvent.setup();
    await productCards();
    await user.click(
      within(card('Plant Sterol Cholesterol Support')).getByRole('link', { name: 'View Full Details' }),
    );
    // The store's shell opens the details over the page (src/app/layout/store-shell-actions.test.tsx).
    expect(shellActions.openProduct).toHaveBeenCalledWith(
      expect.objectContaining({ handle: 'plant-sterol-cholesterol-support' }),
    );
    expect(router.state.location.pathname).toBe('/shop/cholesterol');
  });

  it('keeps the page when the products cannot be loaded, with skeletons while "Try again" works', async () => {
    let failing = true;
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post(storefrontEndpoint, async () => {
        if (failing) return HttpResponse.error();
        await held;
        return undefined;
      }),
    );
    renderShop();
    expect(
      await screen.findByText(/^We couldn't load the products\. /, {}, catalogueLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Supplements for Our Health' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Filter by' })).toBeInTheDocument();

    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading products…');
    expect(screen.queryByText(/^We couldn't load the products/)).not.toBeInTheDocument();
    answer();
    await productCards(6);
  });

  it('shows every product at /bestsellers, the best-selling first (the mock shop: the most reviewed)', async () => {
    renderShop('/bestsellers');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Supplements for Our Health' }, pageLoad),
    ).toBeInTheDocument();
    expect(screen.getByText('Bestsellers', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bestsellers' })).toBeInTheDocument();
    const ranked = [...catalogue].sort((a, b) => b.reviewCount - a.reviewCount || a.number - b.number);
    const firstPage = await productCards(6, 'Bestsellers');
    expect(firstPage.map((article) => within(article).getByRole('heading').textContent)).toEqual(
      ranked.slice(0, 6).map((product) => product.title),
    );
    expect(screen.getByText('Showing 6 of 74 products')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Bestsellers | Sankofa Wellness'));
  });

  it('shows the bundles only at /bundles, under a "Bundles" heading', async () => {
    renderShop('/bundles');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Supplements for Our Health' }, pageLoad),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Bundles' })).toBeInTheDocument();
    const bundles = catalogue.filter((product) => product.form === 'bundle');
    await productCards(6, 'Bundles');
    expect(screen.getByText('Showing 6 of 8 products')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show more products' }));
    const cards = await productCards(bundles.length, 'Bundles');
    expect(cards.map((article) => within(article).getByRole('heading').textContent)).toEqual(
      bundles.map((product) => product.title),
    );
    expect(screen.getByText('Showing 8 products')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Bundles | Sankofa Wellness'));
  });
});
