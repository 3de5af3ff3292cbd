import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';
import { catalogue } from '../../../mocks/data/catalogue';
import { sellingPlanGroupsOf } from '../../../mocks/data/catalogue-selling-plans';
import { CANCEL_ONLINE } from '../../domain/subscriptions';

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

  it('says how a subscription renews and is cancelled, as the product page and checkout do', async () => {
    openShipping();
    await findHeading();

    const heading = screen.getByRole('heading', { level: 2, name: 'Subscription Orders' });
    const section = heading.closest('section') ?? heading.parentElement!;
    const days = [...new Set(catalogue.flatMap(sellingPlanGroupsOf).flatMap((group) => group.plans))]
      .map((plan) => plan.days)
      .filter((day, index, all) => all.indexOf(day) === index)
      .sort((a, b) => a - b);
    expect(section).toHaveTextContent(
      `renews every ${days.join(', ').replace(/, (\d+)$/, ' or $1')} days, as you chose, at the price shown when you subscribed, until you cancel`,
    );
    expect(section).toHaveTextContent(`${CANCEL_ONLINE.before} ${CANCEL_ONLINE.link}`);
  });

  it('says so when the content cannot be loaded', async () => {
    failSanityQueries('"shippingPolicy"');
    openShipping();

    expect(await screen.findByText("We couldn't load this page", {}, pageLoad)).toBeInTheDocument();
  });
});
