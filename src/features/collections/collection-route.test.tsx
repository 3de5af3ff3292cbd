import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { storefrontEndpoint } from '../../../mocks/shopify/handlers';
import { resetMockCarts } from '../../../mocks/shopify/carts';
import { collections, findProductByNumber } from '../../../mocks/data/catalogue';
import { renderRoutes } from '../../components/testing/render-routes';
import { layOutCarousels } from '../../components/testing/carousel-layout';

/** The first Storefront request starts the mock GraphQL engine (the whole schema): give it time. */
const collectionLoad = { timeout: 30_000 } as const;

const renderCollection = (handle: string) =>
  renderRoutes(
    [
      { path: '/collections/:handle', load: () => import('./collection-route') },
      { path: '/shop', load: async () => ({ Component: () => <h1>The shop</h1> }) },
    ],
    `/collections/${handle}`,
  );

/** The mock shop's collection and its products, in the shop's order. */
function mockCollection(handle: string) {
  const collection = collections.find((candidate) => candidate.handle === handle);
  if (!collection) throw new Error(`No mock collection ${handle}`);
  const products = collection.productNumbers.map((number) => findProductByNumber(number)!);
  return { ...collection, products };
}

function structuredData(): Record<string, unknown> {
  const script = document.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script!.textContent ?? '') as Record<string, unknown>;
}

// The page's h1 names the grid: each card's title is the next level, h2.
const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

beforeEach(() => {
  // jsdom has no layout: give the detail dialog's photo carousel (Embla) the browser APIs it needs.
  layOutCarousels();
  localStorage.clear();
  resetMockCarts();
});
afterEach(() => vi.unstubAllGlobals());

describe('Collection page', { timeout: 60_000 }, () => {
  it.each(['sleep-support', 'bestsellers'])(
    'shows the %s collection: its title, description and products as shop cards',
    async (handle) => {
      const expected = mockCollection(handle);
      renderCollection(handle);
      expect(
        await screen.findByRole('heading', { level: 1, name: expected.title }, collectionLoad),
      ).toBeInTheDocument();
      expect(screen.getByText(expected.description)).toBeInTheDocument();
      const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(breadcrumb).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
      expect(within(breadcrumb).getByText(expected.title)).toHaveAttribute('aria-current', 'page');

      const list = screen.getByRole('list', { name: expected.title });
      expect(cardNames(list)).toEqual(expected.products.map((product) => product.title));
      expect(screen.getByText(`${expected.products.length} products`)).toBeInTheDocument();
      // The shop's cards, with their ways to buy.
      const first = screen.getByRole('article', { name: expected.products[0]!.title });
      expect(within(first).getByRole('button', { name: /Add to Cart|Notify me/ })).toBeInTheDocument();

      await waitFor(() => expect(document.title).toBe(`${expected.title} | Sankofa Wellness`));
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        expected.description,
      );
      expect(document.querySelector('meta[name="robots"]')).toBeNull();
    },
  );

  it('links "View Full Details" to the product page and opens the details in place', async () => {
    const [product] = mockCollection('sleep-support').products;
    const { shellActions } = renderCollection('sleep-support');
    const card = await screen.findByRole('article', { name: product!.title }, collectionLoad);
    const details = within(card).getByRole('link', { name: 'View Full Details' });
    expect(details).toHaveAttribute('href', `/products/${product!.handle}`);

    await userEvent.setup().click(details);
    // The store's shell opens the details over the page (src/app/layout/store-shell-actions.test.tsx).
    expect(shellActions.openProduct).toHaveBeenCalledWith(
      expect.objectContaining({ handle: product!.handle }),
    );
    // The shopper never left the collection.
    expect(screen.getByRole('heading', { level: 1, name: 'Sleep Support' })).toBeInTheDocument();
  });

  it('describes the collection to search engines as a schema.org CollectionPage with its products', async () => {
    const expected = mockCollection('sleep-support');
    renderCollection('sleep-support');
    await screen.findByRole('heading', { level: 1 }, collectionLoad);
    const data = structuredData();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: expected.title,
      description: expected.description,
      url: expect.stringMatching(/^https?:\/\/[^/]+\/collections\/sleep-support$/),
      mainEntity: { '@type': 'ItemList', numberOfItems: expected.products.length },
    });
    const items = (data.mainEntity as { itemListElement: unknown[] }).itemListElement;
    expect(items).toEqual(
      expected.products.map((product, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: expect.stringMatching(new RegExp(`^https?://[^/]+/products/${product.handle}$`)),
        name: product.title,
      })),
    );
  });

  it('says so when there is no such collection, and leads to the shop', async () => {
    renderCollection('no-such-collection');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: "We couldn't find that collection" },
        collectionLoad,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Collection not found | Sankofa Wellness'));
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Browse all products' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The shop' })).toBeInTheDocument();
  });

  it('says when a collection has no products yet, and leads to the shop', async () => {
    server.use(
      http.post(storefrontEndpoint, async ({ request }) => {
        const { query } = (await request.clone().json()) as { query: string };
        if (!query.includes('query Collection(')) return undefined;
        return HttpResponse.json({
          data: {
            collection: {
              id: 'gid://shopify/Collection/1',
              handle: 'coming-soon',
              title: 'Coming Soon',
              description: '',
              products: { nodes: [] },
            },
          },
        });
      }),
    );
    renderCollection('coming-soon');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Coming Soon' }, collectionLoad),
    ).toBeInTheDocument();
    expect(screen.getByText('There are no products in this collection yet.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    // With no description of its own, the page is described from its title.
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Coming Soon'),
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Browse all products' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The shop' })).toBeInTheDocument();
  });

  it('shows the error page with a working retry when Shopify cannot be reached', async () => {
    let failing = true;
    server.use(http.post(storefrontEndpoint, () => (failing ? HttpResponse.error() : undefined)));
    renderCollection('sleep-support');
    expect(await screen.findByText("We couldn't load this page", {}, collectionLoad)).toBeInTheDocument();
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sleep Support' }, collectionLoad),
    ).toBeInTheDocument();
  });
});
