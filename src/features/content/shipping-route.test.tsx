import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';

const openShipping = () =>
  renderRoutes([{ path: '/shipping', load: () => import('./shipping-route') }], '/shipping');
const findHeading = () => screen.findByRole('heading', { level: 1, name: 'Shipping & Returns' }, pageLoad);

describe('shipping and returns page', () => {
  it('compares the shipping methods with their delivery times and costs', async () => {
    openShipping();
    expect(await findHeading()).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Shipping methods' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      [expect.stringMatching(/^Standard Shipping/), '3-5 business days', 'Free on orders over $50'],
      ['Expedited Shipping', '2-3 business days', '$9.99'],
      ['Express Shipping', '1-2 business days', '$19.99'],
    ]);
    expect(document.title).toBe('Shipping & Returns | Sankofa Wellness');
  });

  it('explains processing and returns with the policy figures', async () => {
    openShipping();
    await findHeading();

    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(2);
    const text = document.body.textContent ?? '';
    for (const figure of [
      'Orders ship in 1-2 business days',
      '2 PM EST',
      '30 days',
      '5-7 business days',
      'Mon-Fri 9AM-6PM EST',
    ]) {
      expect(text).toContain(figure);
    }
  });

  it('says so when the content cannot be loaded', async () => {
    failSanityQueries('"shippingPolicy"');
    openShipping();

    expect(await screen.findByText("We couldn't load this page", {}, pageLoad)).toBeInTheDocument();
  });
});
