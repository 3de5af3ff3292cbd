import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { storefrontEndpoint } from '../../../mocks/shopify/handlers';
import { resetMockCarts } from '../../../mocks/shopify/carts';
import { renderRoutes } from '../../components/testing/render-routes';
import { layOutCarousels } from '../../components/testing/carousel-layout';

/** The first Storefront request starts the mock GraphQL engine (the whole schema): give it time. */
const productLoad = { timeout: 30_000 } as const;

const renderProduct = (handle: string) =>
  renderRoutes(
    [
      { path: '/products/:handle', load: () => import('./product-route') },
      { path: '/shop', load: async () => ({ Component: () => <h1>The shop</h1> }) },
    ],
    `/products/${handle}`,
  );

function structuredData(): Record<string, unknown> {
  const script = document.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script!.textContent ?? '') as Record<string, unknown>;
}

beforeEach(() => {
  // jsdom has no layout: give the photo carousel (Embla) the browser APIs it needs.
  layOutCarousels();
  localStorage.clear();
  resetMockCarts();
});
afterEach(() => vi.unstubAllGlobals());

describe('Product page', { timeout: 60_000 }, () => {
  it("shows the product's photos, facts, benefits and ways to buy under its own title", async () => {
    renderProduct('daily-energy-b-complex');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daily Energy B-Complex' }, productLoad),
    ).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/shop');
    expect(within(breadcrumb).getByText('Daily Energy B-Complex')).toHaveAttribute('aria-current', 'page');

    // Two photos: a carousel with arrows, the first photo fetched first.
    const gallery = screen.getByRole('region', { name: 'Photos of Daily Energy B-Complex' });
    expect(within(gallery).getAllByRole('group')).toHaveLength(2);
    expect(await within(gallery).findByRole('button', { name: 'Next photos' })).toBeInTheDocument();
    expect(within(gallery).getAllByRole('img')[0]).toHaveAttribute('fetchpriority', 'high');

    // The sections below the first screen come with their code (product-sections.tsx).
    expect(await screen.findByRole('heading', { level: 2, name: 'About This Product' })).toBeInTheDocument();
    // Beside the price, and again atop the Reviews section.
    expect(screen.getAllByRole('img', { name: 'Rated 4.6 out of 5' })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Key Benefits' })).toBeInTheDocument();
    expect(screen.getByText('Supports natural energy production')).toBeInTheDocument();
    // Said once: the checklist, not also a picture of the same list.
    expect(screen.queryByRole('img', { name: /key benefits/i })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    expect(screen.getByText('Secure checkout via Shopify')).toBeInTheDocument();
    // The price, and the one-time purchase's, chosen by default; Subscribe & save beside it, there at once.
    expect(screen.getAllByText('$199.99')).toHaveLength(2);
    const choice = screen.getByRole('group', { name: 'Purchase options' });
    expect(within(choice).getByRole('radio', { name: 'One-time purchase' })).toBeChecked();
    expect(within(choice).getByRole('radio', { name: 'Subscribe & save 15%' })).not.toBeChecked();
    expect(within(choice).getByText('$169.99 per delivery · save $30 (15%)')).toBeInTheDocument();

    await waitFor(() => expect(document.title).toBe('Daily Energy B-Complex | Sankofa Wellness'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('energy production'),
    );
  });

  it('describes the product to search engines as schema.org JSON-LD', async () => {
    renderProduct('daily-energy-b-complex');
    await screen.findByRole('heading', { level: 1 }, productLoad);
    const data = structuredData();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['Product', 'DietarySupplement'],
      name: 'Daily Energy B-Complex',
      brand: { '@type': 'Brand', name: 'Sankofa Wellness' },
      offers: {
        '@type': 'Offer',
        price: '199.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.6, reviewCount: 16 },
    });
    expect(data.image).toEqual(
      Array(2).fill(expect.stringMatching(/^https?:\/\/[^/]+\/.+daily-energy-b-complex/)),
    );
    expect(String((data.offers as { url: string }).url)).toMatch(/\/products\/daily-energy-b-complex$/);
  });

  it('names its markdown twin, which the build writes beside it, for agents', async () => {
    renderProduct('daily-energy-b-complex');
    await screen.findByRole('heading', { level: 1 }, productLoad);
    const twins = document.head.querySelectorAll('link[rel="alternate"][type="text/markdown"]');
    expect([...twins].map((link) => link.getAttribute('href'))).toEqual([
      '/products/daily-energy-b-complex.md',
    ]);
  });

  it("names a bundle's products, each a link to its page with its price, and what it saves against them", async () => {
    renderProduct('blood-sugar-balance-bundle');
    const parts = (
      await screen.findByRole('heading', { level: 2, name: 'In This Bundle' }, productLoad)
    ).closest('section') as HTMLElement;
    expect(
      within(parts)
        .getAllByRole('listitem')
        .map((item) => [
          within(item).getByRole('link').textContent,
          within(item).getByRole('link').getAttribute('href'),
          item.textContent?.replace(within(item).getByRole('link').textContent ?? '', ''),
        ]),
    ).toEqual([
      ['Berberine Blood Sugar Support', '/products/berberine-blood-sugar-support', '$199.99'],
      ['Ceylon Cinnamon & Chromium', '/products/ceylon-cinnamon-and-chromium', '$199.99'],
      ['Alpha-Lipoic Acid 600 mg', '/products/alpha-lipoic-acid-600-mg', '$199.99'],
    ]);
    expect(parts).toHaveTextContent('Save $99.98 (16%) against buying these three separately ($599.97).');
    // The struck price is that sum, and search engines are offered the price alone.
    expect(screen.getByText('$599.97', { selector: 's' })).toHaveTextContent('Bought separately $599.97');
    expect(JSON.stringify(structuredData())).not.toMatch(/599\.97|1500/);
  });

  it('shows a sold-out product as sold out, to shoppers and search engines', async () => {
    renderProduct('mullein-lung-support');
    await screen.findByRole('heading', { level: 1, name: 'Mullein Lung Support' }, productLoad);
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    // Its code loads once the page shows a sold-out product.
    expect(await screen.findByRole('button', { name: 'Notify me' }, productLoad)).toBeEnabled();
    expect(screen.queryByRole('button', { name: /Add to Cart|Buy Now/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Secure checkout via Shopify')).not.toBeInTheDocument();
    expect(structuredData()).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
  });

  it('shows a single photo as it is, with no carousel', async () => {
    renderProduct('vitamin-d3-k2');
    await screen.findByRole('heading', { level: 1, name: 'Vitamin D3 + K2' }, productLoad);
    expect(screen.queryByRole('region', { name: /^Photos of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /photos$/ })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Vitamin D3 \+ K2 bottle/ })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
  });

  it('says so when there is no such product, and leads back to the shop', async () => {
    renderProduct('no-such-supplement');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }, productLoad),
    ).toBeInTheDocument();
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Browse all products' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The shop' })).toBeInTheDocument();
  });

  it('shows the error page with a working retry when Shopify cannot be reached', async () => {
    let failing = true;
    server.use(http.post(storefrontEndpoint, () => (failing ? HttpResponse.error() : undefined)));
    renderProduct('daily-energy-b-complex');
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't load this page" }, productLoad),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    failing = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Daily Energy B-Complex' }, productLoad),
    ).toBeInTheDocument();
  });

  describe("what's in the bottle", () => {
    /** Answers the Storefront API's ProductFacts query with `product`, and every other query as the mock shop does. */
    function answerFactsWith(product: unknown) {
      server.use(
        http.post(storefrontEndpoint, async ({ request }) => {
          const { query } = (await request.clone().json()) as { query: string };
          return query.includes('query ProductFacts') ? HttpResponse.json({ data: { product } }) : undefined;
        }),
      );
    }

    it('shows the Supplement Facts as a table, then directions, allergens and warnings, and the price per serving', async () => {
      renderProduct('vitamin-d3-k2');
      await screen.findByRole('heading', { level: 1, name: 'Vitamin D3 + K2' }, productLoad);
      const panel = await screen.findByRole('table', { name: 'Supplement Facts' }, productLoad);
      expect(within(panel).getByRole('cell', { name: /^Serving Size 1 softgel$/ })).toBeInTheDocument();
      expect(within(panel).getByRole('columnheader', { name: 'Amount Per Serving' })).toBeInTheDocument();
      expect(within(panel).getByRole('columnheader', { name: '% Daily Value' })).toBeInTheDocument();
      const vitaminD = within(panel)
        .getByRole('rowheader', { name: /^Vitamin D3/ })
        .closest('tr')!;
      expect(within(vitaminD).getByRole('cell', { name: '125 mcg (5,000 IU)' })).toBeInTheDocument();
      expect(within(vitaminD).getByRole('cell', { name: '625%' })).toBeInTheDocument();
      expect(within(panel).getByRole('rowheader', { name: /^Vitamin K2.*MK-7/ })).toBeInTheDocument();

      for (const heading of ['Suggested Use', 'Other Ingredients', 'Allergens', 'Warnings'])
        expect(screen.getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
      expect(screen.getByText(/^\$\d+(\.\d\d)? per serving \(\d+ servings\)$/)).toBeInTheDocument();
      // The lab results of its newest lots, each leading to its report.
      const lab = screen.getByRole('region', { name: 'Lab Results' });
      expect(within(lab).getByRole('link', { name: 'Lot SW2601-006' })).toHaveAttribute(
        'href',
        '/lab-results?lot=SW2601-006',
      );
      expect(structuredData()).toMatchObject({
        '@type': ['Product', 'DietarySupplement'],
        activeIngredient: expect.arrayContaining(['Vitamin D3']),
        recommendedIntake: { '@type': 'RecommendedDoseSchedule' },
      });
    });

    it('says the facts are coming for a product that has none, with no panel and no price per serving', async () => {
      answerFactsWith({ id: 'gid://shopify/Product/1', supplementFacts: null });
      renderProduct('daily-energy-b-complex');
      expect(await screen.findByText('Supplement Facts coming soon.', {}, productLoad)).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Supplement Facts' })).not.toBeInTheDocument();
      expect(screen.queryByText(/per serving/)).not.toBeInTheDocument();
      expect(structuredData()['@type']).toBe('Product');
    });

    it('shows no panel at all rather than a wrong one when the merchant’s entry is malformed', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      answerFactsWith({
        id: 'gid://shopify/Product/1',
        supplementFacts: {
          reference: {
            type: 'supplement_facts',
            fields: [
              { key: 'serving_size', type: 'single_line_text_field', value: '2 capsules', references: null },
              { key: 'servings_per_container', type: 'number_integer', value: '30', references: null },
              {
                key: 'rows',
                type: 'list.metaobject_reference',
                value: '[]',
                references: {
                  nodes: [
                    {
                      type: 'supplement_facts_row',
                      fields: [{ key: 'name', type: 'single_line_text_field', value: 'Vitamin B12' }],
                    },
                  ],
                },
              },
            ],
          },
        },
      });
      renderProduct('daily-energy-b-complex');
      expect(await screen.findByText('Supplement Facts coming soon.', {}, productLoad)).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('daily-energy-b-complex'));
      warn.mockRestore();
    });

    it('shows the product when only its facts fail to load, and loads them on retry', async () => {
      let failing = true;
      server.use(
        http.post(storefrontEndpoint, async ({ request }) => {
          const { query } = (await request.clone().json()) as { query: string };
          return failing && query.includes('query ProductFacts') ? HttpResponse.error() : undefined;
        }),
      );
      renderProduct('vitamin-d3-k2');
      await screen.findByRole('heading', { level: 1, name: 'Vitamin D3 + K2' }, productLoad);
      expect(await screen.findByText(/We could not load this product/, {}, productLoad)).toBeInTheDocument();
      failing = false;
      const facts = screen.getByRole('region', { name: "What's in the Bottle" });
      await userEvent.setup().click(within(facts).getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('table', { name: 'Supplement Facts' }, productLoad)).toBeInTheDocument();
    });
  });
});
