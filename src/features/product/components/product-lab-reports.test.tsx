import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageLoad, renderInStore } from '../../../components/testing/render-routes';
import { failSanityQueries } from '../../../components/testing/sanity-failure';
import { ProductLabReports } from './product-lab-reports';

const section = () => screen.getByRole('region', { name: 'Lab Results' });

describe('ProductLabReports', () => {
  it('lists the product’s three newest lots, newest test first, each leading to its report', async () => {
    renderInStore(<ProductLabReports handle="vitamin-d3-k2" headingLevel="h2" />);

    const lots = await screen.findByRole('list', { name: 'Lab Results' }, pageLoad);
    expect(screen.getByRole('heading', { level: 2, name: 'Lab Results' })).toBeInTheDocument();
    expect(
      within(lots)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Lot SW2601-006 · tested January 20, 2026 by Prairie Light Labs',
      'Lot SW2510-021 · tested October 14, 2025 by Harbor Point Nutraceutical Testing',
      'Lot SW2505-008 · tested May 20, 2025 by Cedar Ridge Analytical Laboratories',
    ]);
    expect(within(lots).getByRole('link', { name: 'Lot SW2601-006' })).toHaveAttribute(
      'href',
      '/lab-results?lot=SW2601-006',
    );
    expect(within(section()).getByRole('link', { name: 'How we test every lot' })).toHaveAttribute(
      'href',
      '/lab-results',
    );
  });

  it('takes the heading level it is given (h3 inside a dialog)', async () => {
    renderInStore(<ProductLabReports handle="turmeric-with-ginger" headingLevel="h3" />);

    expect(
      await screen.findByRole('heading', { level: 3, name: 'Lab Results' }, pageLoad),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lot SW2602-014' }, pageLoad)).toBeInTheDocument();
  });

  it('says so when no lab results are published for the product, with the way to how the store tests', async () => {
    renderInStore(<ProductLabReports handle="aged-garlic-extract" headingLevel="h2" />);

    expect(
      await screen.findByText('No lab results are published for this product yet.', {}, pageLoad),
    ).toBeInTheDocument();
    expect(within(section()).getByRole('link', { name: 'How we test every lot' })).toHaveAttribute(
      'href',
      '/lab-results',
    );
  });

  it('says it is loading, then says when the results cannot be loaded, and loads them on "Try again"', async () => {
    const failure = failSanityQueries('"labReport"');
    renderInStore(<ProductLabReports handle="coq10" headingLevel="h2" />);

    expect(await screen.findByRole('status', {}, pageLoad)).toHaveTextContent('Loading lab results…');
    const alert = await screen.findByRole('alert', {}, pageLoad);
    expect(alert).toHaveTextContent('We could not load the lab results right now.');

    failure.stop();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Lot SW2601-013' }, pageLoad)).toBeInTheDocument();
  });

  it('keeps the lots it shows when asking for them again fails', async () => {
    const { queryClient } = renderInStore(<ProductLabReports handle="vitamin-d3-k2" headingLevel="h2" />);
    await screen.findByRole('link', { name: 'Lot SW2601-006' }, pageLoad);

    const failure = failSanityQueries('"labReport"');
    await act(() => queryClient.refetchQueries({ queryKey: ['content', 'lab-reports'] }));
    expect(queryClient.getQueryState(['content', 'lab-reports', { product: 'vitamin-d3-k2' }])?.status).toBe(
      'error',
    );
    failure.stop();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0))); // the section renders the failure

    expect(screen.getByRole('link', { name: 'Lot SW2601-006' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
