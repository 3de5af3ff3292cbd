import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { storefrontEndpoint } from '../../../mocks/shopify/handlers';
import { catalogue } from '../../../mocks/data/catalogue';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { siteSettingsQueryOptions } from '../../lib/sanity/queries/site-settings';
import { productsQueryOptions } from '../../lib/shopify';
import { allConditionsQueryOptions } from '../../lib/sanity/queries/conditions';
import { Component as SearchPage } from './search-route';

const renderSearch = (path = '/search') =>
  renderRoutes([{ path: '/search', load: () => import('./search-route') }], path);

/** The first Storefront request starts the mock GraphQL engine (the whole schema): give it time. */
const catalogueLoad = { timeout: 30_000 } as const;

const fieldName = 'Search products, conditions or keywords';
const searchForm = () => screen.getByRole('search', { name: 'Search the store' });
const searchField = () => within(searchForm()).getByRole('searchbox', { name: fieldName });
const resultList = (group: 'Products' | 'Health Conditions') =>
  screen.findByRole('list', { name: group }, catalogueLoad);
const hrefs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

/** The product pages a query should list: a match in the name or the benefit (spec 5, "Search"). */
const productPagesFor = (query: string) =>
  catalogue
    .filter((product) => `${product.title}\n${product.description}`.toLowerCase().includes(query))
    .map((product) => `/products/${product.handle}`);

describe('the search page', { timeout: 60_000 }, () => {
  it('shows its heading and a GET form to /search with a labelled field named q, and fetches nothing yet', async () => {
    const { queryClient } = renderSearch();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search the store' }, pageLoad),
    ).toBeInTheDocument();
    expect(searchForm()).toHaveAttribute('method', 'get');
    expect(searchForm()).toHaveAttribute('action', '/search');
    expect(searchField()).toHaveAttribute('name', 'q');
    expect(searchField()).toHaveAttribute('placeholder', 'Search for products, conditions, or keywords...');
    expect(searchField()).toHaveValue('');
    expect(within(searchForm()).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');

    expect(screen.getByRole('status')).toHaveTextContent('Type a product, a health condition or a keyword.');
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/shop');
    expect(screen.getByRole('link', { name: 'Browse health conditions' })).toHaveAttribute(
      'href',
      '/conditions',
    );
    await waitFor(() => expect(document.title).toBe('Search | Sankofa Wellness'));
    // Without a query the page carries no catalogue (the prerendered page keeps its query cache).
    expect(queryClient.getQueryData(productsQueryOptions().queryKey)).toBeUndefined();
    expect(queryClient.getQueryData(allConditionsQueryOptions.queryKey)).toBeUndefined();
  });

  it('lists matching products as links while the shopper types, and keeps the query in the address', async () => {
    const { router } = renderSearch();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('searchbox', { name: fieldName }, pageLoad), 'magnesium');
    expect(searchField()).toHaveValue('magnesium');
    await waitFor(() => expect(router.state.location.search).toBe('?q=magnesium'));

    const products = await resultList('Products');
    const expected = productPagesFor('magnesium');
    expect(expected.length).toBeGreaterThan(1);
    await waitFor(() => expect(hrefs(products).sort()).toEqual(expected.sort()));
    const magnesium = within(products).getByRole('link', {
      name: /^Magnesium Glycinate Sleep Support .*magnesium/i,
    });
    // The benefit is a claim: its † shows, but a result is one link, with no second one inside.
    expect(magnesium.textContent).toMatch(/†$/);
    expect(magnesium.querySelector('a')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(/^\d+ results?$/);

    // Replacing the address as it goes: the page is one step of history, not one per letter.
    expect(router.state.historyAction).toBe('REPLACE');
    await user.clear(searchField());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('status')).toHaveTextContent('Type a product, a health condition or a keyword.');
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
  });

  it('shows the results of a shared address, /search?q=sleep', async () => {
    renderSearch('/search?q=sleep');
    expect(await screen.findByRole('searchbox', { name: fieldName }, pageLoad)).toHaveValue('sleep');
    const products = await resultList('Products');
    await waitFor(() => expect(hrefs(products).sort()).toEqual(productPagesFor('sleep').sort()));
    const conditions = await resultList('Health Conditions');
    expect(within(conditions).getByRole('link', { name: 'Sleep' })).toHaveAttribute(
      'href',
      '/conditions/sleep',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Health Conditions' })).toBeInTheDocument();
  });

  it('searches in place when the form is submitted, without loading a page', async () => {
    const { router } = renderSearch('/search?q=sleep');
    const user = userEvent.setup();
    const submissions: boolean[] = [];
    const recordSubmission = (event: Event) => submissions.push(event.defaultPrevented);
    document.addEventListener('submit', recordSubmission);
    try {
      const field = await screen.findByRole('searchbox', { name: fieldName }, pageLoad);
      await user.clear(field);
      await user.type(field, 'coq10{Enter}');
      await user.click(within(searchForm()).getByRole('button', { name: 'Search' }));
      expect(submissions).toEqual([true, true]);
      expect(router.state.location.search).toBe('?q=coq10');
      const products = await resultList('Products');
      await waitFor(() => expect(hrefs(products)).toContain('/products/coq10'));
    } finally {
      document.removeEventListener('submit', recordSubmission);
    }
  });

  it("says 'No results found.' when nothing matches", async () => {
    renderSearch('/search?q=xylophone');
    expect(await screen.findByText('No results found.', {}, catalogueLoad)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Health Conditions' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toBeInTheDocument();
  });

  it("shows only the error, not 'No results found.', when nothing matches and the shop is down", async () => {
    server.use(http.post(storefrontEndpoint, () => HttpResponse.error()));
    renderSearch('/search?q=xylophone');
    const alert = await screen.findByRole('alert', {}, catalogueLoad);
    expect(alert).toHaveTextContent(
      'We could not load products. Please check your connection and try again.',
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
    await waitFor(() => expect(screen.getByRole('status')).toBeEmptyDOMElement());
    expect(screen.queryByText('No results found.')).not.toBeInTheDocument();
  });

  it('says it is loading, then why products are missing, still finds conditions, and recovers on "Try again"', async () => {
    let failing = true;
    server.use(http.post(storefrontEndpoint, () => (failing ? HttpResponse.error() : undefined)));
    renderSearch('/search?q=sleep');
    expect(await screen.findByRole('status', {}, pageLoad)).toHaveTextContent('Loading…');
    const alert = await screen.findByRole('alert', {}, catalogueLoad);
    expect(alert).toHaveTextContent(
      'We could not load products. Please check your connection and try again.',
    );
    const conditions = await resultList('Health Conditions');
    expect(within(conditions).getByRole('link', { name: 'Sleep' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();

    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    const products = await resultList('Products');
    await waitFor(() => expect(hrefs(products).sort()).toEqual(productPagesFor('sleep').sort()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the prerendered search page', { timeout: 60_000 }, () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
    root = undefined;
    container = undefined;
    vi.restoreAllMocks();
  });

  /** The page as the build renders it and the browser hydrates it (site settings come with the page). */
  async function page(path: string) {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    await queryClient.fetchQuery(siteSettingsQueryOptions);
    const element = (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/search" element={<SearchPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    );
    return { queryClient, element };
  }

  it('works as HTML: the form, a note for browsers without JavaScript, the browse links, no catalogue', async () => {
    const build = await page('/search');
    const html = renderToString(build.element);
    const prerendered = document.createElement('div');
    prerendered.innerHTML = html;
    const form = prerendered.querySelector('form[role="search"]');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form?.querySelector('input[name="q"]')).toHaveAttribute('type', 'search');
    expect(html).toMatch(
      /<noscript[^>]*><span>Search results need JavaScript\. Browse the shop or the health conditions instead\.<\/span><\/noscript>/,
    );
    expect([...prerendered.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      '/shop',
      '/conditions',
    ]);
    expect(build.queryClient.getQueryData(productsQueryOptions().queryKey)).toBeUndefined();
  });

  it('hydrates as prerendered (no query) at /search?q=sleep, then shows the results for "sleep"', async () => {
    const html = renderToString((await page('/search')).element);
    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');
    const onRecoverableError = vi.fn();

    const browser = await page('/search?q=sleep');
    act(() => {
      root = hydrateRoot(container!, browser.element, { onRecoverableError });
    });
    const field = within(container).getByRole('searchbox', { name: fieldName });
    await waitFor(() => expect(field).toHaveValue('sleep'));
    const conditions = await within(container).findByRole(
      'list',
      { name: 'Health Conditions' },
      catalogueLoad,
    );
    expect(within(conditions).getByRole('link', { name: 'Sleep' })).toBeInTheDocument();
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });
});
