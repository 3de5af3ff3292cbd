import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';
import { specHealthGoals } from '../../../tests/spec-facts';
import { canonicalShopHref } from '../../domain/canonical-shop-href';

const renderHealthGoals = () =>
  renderRoutes([{ path: '/health-goals', load: () => import('./health-goals-route') }], '/health-goals');

describe('Shop by Health Goal page', () => {
  it('shows the title, the intro and the 11 goals, each with its "Shop {title}" link', async () => {
    renderHealthGoals();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shop by Health Goal' }, pageLoad),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(11);
    specHealthGoals.forEach(([title, href], index) => {
      const card = within(cards[index]!);
      expect(card.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
      // The spec's category links lead to the shop's page for that category (/shop/heart).
      expect(card.getByRole('link', { name: `Shop ${title}` })).toHaveAttribute(
        'href',
        canonicalShopHref(href),
      );
    });
    await waitFor(() => expect(document.title).toBe('Shop by Health Goal | Sankofa Wellness'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
  });

  it("marks each goal's description, a claim for its products, with a † leading to the FDA statement", async () => {
    renderHealthGoals();
    await screen.findByRole('heading', { level: 1, name: 'Shop by Health Goal' }, pageLoad);
    for (const card of screen.getAllByRole('article')) {
      const mark = within(card).getByRole('link', { name: 'See the FDA statement about this claim' });
      expect(mark).toHaveAttribute('href', '#fda-statement');
      expect(mark.closest('p')?.textContent).toMatch(/\.†$/);
    }
  });

  it('shows the error state when the content backend fails, and recovers on retry', async () => {
    const failure = failSanityQueries('"healthGoalsPage"');
    renderHealthGoals();
    const user = userEvent.setup();
    expect(await screen.findByText("We couldn't load this page", {}, pageLoad)).toBeInTheDocument();
    failure.stop();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shop by Health Goal' }, pageLoad),
    ).toBeInTheDocument();
  });
});
