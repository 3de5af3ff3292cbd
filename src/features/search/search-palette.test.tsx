import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { storefrontEndpoint } from '../../../mocks/shopify/handlers';
import { failSanityQueries } from '../../components/testing/sanity-failure';
import { SearchPalette } from './search-palette';

/** The first request loads the mock Storefront engine (the whole schema): give it time. */
const loaded = { timeout: 30_000 } as const;

/** A page with a search button, the palette, and where the shopper has ended up. */
function SearchHarness() {
  const [open, setOpen] = useState(true);
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open search
      </button>
      <p data-testid="location">{location.pathname + location.search}</p>
      <SearchPalette open={open} onClose={() => setOpen(false)} />
    </>
  );
}

function renderPalette() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <SearchHarness /> }], {
    initialEntries: ['/about'],
  });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, router };
}

const palette = () => screen.queryByRole('dialog', { name: 'Search' });
const input = () => screen.getByRole('combobox', { name: 'Search the store' });
const group = (name: 'Products' | 'Health Conditions') => screen.getByRole('group', { name });
const optionNames = (name: 'Products' | 'Health Conditions') =>
  within(group(name))
    .getAllByRole('option')
    .map((option) => option.querySelector('[id$="-label"]')?.textContent);

async function typeQuery(user: ReturnType<typeof userEvent.setup>, query: string) {
  await user.type(input(), query);
}

/** Waits until both sources have arrived (the palette opens on the first 8 of each). */
async function waitForResults() {
  await screen.findByRole('group', { name: 'Products' }, loaded);
  await screen.findByRole('group', { name: 'Health Conditions' }, loaded);
}

describe('the search palette', () => {
  it('opens with the focus in its search box, with the placeholder of the spec', async () => {
    renderPalette();
    expect(palette()).toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveFocus());
    expect(input()).toHaveAttribute('placeholder', 'Search for products, conditions, or keywords...');
    await waitForResults();
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('finds products by name or benefit and conditions by name or keyword, in two groups', async () => {
    const { user } = renderPalette();
    await waitForResults();
    await typeQuery(user, 'milk thistle');
    await waitFor(() => expect(optionNames('Products')).toEqual(['Milk Thistle Liver Support']));
    expect(optionNames('Health Conditions')).toEqual(['Liver Health']);

    await user.clear(input());
    await typeQuery(user, 'HYPERTENSION');
    await waitFor(() => expect(optionNames('Health Conditions')).toEqual(['Blood Pressure']));
  });

  it('shows at most 8 products and 8 conditions', async () => {
    const { user } = renderPalette();
    await waitForResults();
    await typeQuery(user, 'e');
    await waitFor(() => expect(within(group('Products')).getAllByRole('option')).toHaveLength(8));
    expect(within(group('Health Conditions')).getAllByRole('option')).toHaveLength(8);
  });

  it("says 'No results found.' when nothing matches", async () => {
    const { user } = renderPalette();
    await waitForResults();
    await typeQuery(user, 'xylophone');
    expect(await screen.findByText('No results found.')).toBeInTheDocument();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('goes to a condition with the arrow keys and Enter, then closes and forgets the query', async () => {
    const { user } = renderPalette();
    await waitForResults();
    await typeQuery(user, 'sleep');
    await waitFor(() => expect(optionNames('Health Conditions')).toContain('Sleep'));

    // The first result is highlighted; the arrows move through products into conditions.
    const options = screen.getAllByRole('option');
    const sleepIndex = options.indexOf(screen.getByRole('option', { name: 'Sleep' }));
    for (let step = 0; step < sleepIndex; step += 1) await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', options[sleepIndex]!.id);
    await user.keyboard('{Enter}');

    expect(screen.getByTestId('location')).toHaveTextContent('/conditions/sleep');
    await waitFor(() => expect(palette()).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open search' }));
    expect(input()).toHaveValue('');
  });

  it("opens a product's page when the shopper clicks it", async () => {
    const { user } = renderPalette();
    await waitForResults();
    await typeQuery(user, 'turmeric with ginger');
    const product = await screen.findByRole('option', { name: /^Turmeric with Ginger / });
    await user.click(product);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\/[\w-]+$/);
    await waitFor(() => expect(palette()).not.toBeInTheDocument());
  });

  it('takes a condition without its own page to the filtered shop', async () => {
    const { user } = renderPalette();
    await waitForResults();
    await typeQuery(user, 'asthma');
    await user.click(await screen.findByRole('option', { name: 'Respiratory Health' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/shop/respiratory');
  });

  it('closes with Escape, without going anywhere', async () => {
    const { user } = renderPalette();
    await waitForResults();
    await typeQuery(user, 'heart');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(palette()).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/about');
  });

  it('closes with its close button, and keeps the focus inside while open', async () => {
    const { user } = renderPalette();
    await waitForResults();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close search' })).toHaveFocus();
    await user.tab();
    expect(input()).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(palette()).not.toBeInTheDocument());
  });

  it('still finds conditions when the shop is down, says why, and recovers on retry', async () => {
    let failing = true;
    server.use(http.post(storefrontEndpoint, () => (failing ? HttpResponse.error() : undefined)));
    const { user } = renderPalette();
    const alert = await screen.findByRole('alert', {}, loaded);
    expect(alert).toHaveTextContent(
      'We could not load products. Please check your connection and try again.',
    );
    await typeQuery(user, 'sleep');
    await waitFor(() => expect(optionNames('Health Conditions')).toEqual(['Sleep']));

    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(
      () => expect(within(group('Products')).getAllByRole('option').length).toBeGreaterThan(0),
      loaded,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows only the error, not 'No results found.', when nothing matches and the shop is down", async () => {
    server.use(http.post(storefrontEndpoint, () => HttpResponse.error()));
    const { user } = renderPalette();
    const alert = await screen.findByRole('alert', {}, loaded);
    await screen.findByRole('group', { name: 'Health Conditions' }, loaded);
    await typeQuery(user, 'xylophone');
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
    expect(screen.queryByText('No results found.')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(alert).toHaveTextContent(
      'We could not load products. Please check your connection and try again.',
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('still finds products when the content backend is down', async () => {
    const failure = failSanityQueries('_type == "condition"');
    const { user } = renderPalette();
    expect(await screen.findByRole('alert', {}, loaded)).toHaveTextContent(/could not load this content/);
    await typeQuery(user, 'coq10');
    await waitFor(() => expect(optionNames('Products')[0]).toBe('CoQ10'), loaded);
    failure.stop();
  });
});
