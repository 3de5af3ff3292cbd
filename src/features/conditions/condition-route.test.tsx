import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';

const renderCondition = (path: string) =>
  renderRoutes(
    [
      { path: '/conditions', load: () => import('./conditions-index-route') },
      { path: '/conditions/:slug', load: () => import('./condition-route') },
    ],
    path,
  );

/** The spec's condition pages: shop button text and Shopify collection id. */
const conditionPages = [
  ['blood-sugar', 'Shop Blood Sugar Support', '264242954334'],
  ['heart-health', 'Shop Heart Health Products', '287821037662'],
  ['blood-pressure', 'Shop Blood Pressure Support', '287821135966'],
  ['cholesterol', 'Shop Cholesterol Support', '287821299806'],
  ['weight', 'Shop Weight Management', '287821365342'],
  ['joint', 'Shop Joint & Bone Support', '287821398110'],
  ['brain', 'Shop Brain Health Products', '287821561950'],
  ['immune', 'Shop Immune Support', '287822119006'],
  ['digestion', 'Shop Digestive Health', '287822217310'],
  ['sleep', 'Shop Sleep Support', '287822282846'],
  ['stress', 'Shop Stress & Mood Support', '287822348382'],
  ['eye', 'Shop Eye Health Products', '287822381150'],
  ['mens-health', "Shop Men's Health", '287822446686'],
  ['womens-health', "Shop Women's Health", '280699142238'],
  ['skin', 'Shop Beauty & Wellness', '287822577758'],
  ['energy', 'Shop Energy Support', '287822676062'],
] as const;

describe('Condition page', { timeout: 60_000 }, () => {
  it('shows the icon, title, hero image, intro, article and the three ways to shop', async () => {
    const { shellActions } = renderCondition('/conditions/blood-sugar');
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blood Sugar Support' }, pageLoad),
    ).toBeInTheDocument();

    const hero = screen.getByRole('img');
    expect(hero).toHaveAccessibleName();
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('width');
    expect(hero).toHaveAttribute('height');
    expect(hero.getAttribute('srcset')).toMatch(/ \d+w/);
    expect(within(screen.getByRole('article')).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(
      0,
    );

    await user.click(screen.getByRole('button', { name: 'Shop Blood Sugar Support' }));
    expect(shellActions.openCollection).toHaveBeenCalledWith({
      title: 'Shop Our Collection',
      collectionId: '264242954334',
    });
    await user.click(screen.getByRole('button', { name: 'Take Quiz for Blood Sugar' }));
    expect(shellActions.openQuiz).toHaveBeenCalledWith({ concern: 'blood-sugar' });
    expect(screen.getByRole('link', { name: 'View Products' })).toHaveAttribute(
      'href',
      '/shop?category=blood-sugar',
    );
    await waitFor(() => expect(document.title).toBe('Blood Sugar Support | Sankofa Wellness'));
  });

  it("opens each of the 16 condition pages' collections from its shop button", async () => {
    const { router, shellActions } = renderCondition('/conditions/blood-sugar');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1 }, pageLoad);
    for (const [slug, buttonText, collectionId] of conditionPages) {
      await act(() => router.navigate(`/conditions/${slug}`));
      await user.click(await screen.findByRole('button', { name: buttonText }, pageLoad));
      expect(shellActions.openCollection).toHaveBeenLastCalledWith({
        title: 'Shop Our Collection',
        collectionId,
      });
    }
    expect(shellActions.openCollection).toHaveBeenCalledTimes(16);
  });

  it.each(['/conditions/not-a-condition', '/conditions/respiratory'])(
    'replaces %s (no such page) with the conditions index',
    async (path) => {
      const { router } = renderCondition(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Health Conditions We Support' }, pageLoad),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/conditions');
      expect(router.state.historyAction).toBe('REPLACE');
    },
  );

  it('shows the error state when the content backend fails, and recovers on retry', async () => {
    const failure = failSanityQueries('slug.current == $slug');
    renderCondition('/conditions/sleep');
    const user = userEvent.setup();
    expect(await screen.findByText("We couldn't load this page", {}, pageLoad)).toBeInTheDocument();
    failure.stop();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Shop Sleep Support' }, pageLoad)).toBeInTheDocument();
  });
});
