import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { storefrontEndpoint } from '../../../mocks/shopify/handlers';
import { collectionByHandleQueryOptions } from '../../lib/shopify';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';
import { specConditionPages } from '../../../tests/spec-facts';
import { findCollectionById } from '../../../mocks/data/catalogue';

/** The handle of the mock shop's collection with a spec collection id. */
function handleOf(collectionId: string): string {
  const collection = findCollectionById(collectionId);
  if (!collection) throw new Error(`The mock shop has no collection ${collectionId}`);
  return collection.handle;
}

const renderCondition = (path: string) =>
  renderRoutes(
    [
      { path: '/conditions', load: () => import('./conditions-index-route') },
      { path: '/conditions/:slug', load: () => import('./condition-route') },
    ],
    path,
  );

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

    // A link to the collection's page, which opens its dialog in place.
    const shop = screen.getByRole('link', { name: 'Shop Blood Sugar Support' });
    expect(shop).toHaveAttribute('href', `/collections/${handleOf('264242954334')}`);
    await user.click(shop);
    expect(shellActions.openCollection).toHaveBeenCalledWith({
      title: 'Shop Our Collection',
      titleHidden: true,
      handle: handleOf('264242954334'),
    });
    await user.click(screen.getByRole('link', { name: 'Take Quiz for Blood Sugar' }));
    expect(shellActions.openQuiz).toHaveBeenCalledWith({ concern: 'blood-sugar' });
    expect(screen.getByRole('link', { name: 'Take Quiz for Blood Sugar' })).toHaveAttribute(
      'href',
      '/quiz?concern=blood-sugar',
    );
    expect(screen.getByRole('link', { name: 'View Products' })).toHaveAttribute('href', '/shop/blood-sugar');
    await waitFor(() => expect(document.title).toBe('Blood Sugar Support | Sankofa Wellness'));
  });

  it("asks for its collection's products beside the page, which shows without waiting for them", async () => {
    let answerShopify = () => {};
    const shopifyAnswers = new Promise<void>((resolve) => (answerShopify = resolve));
    server.use(
      http.post(storefrontEndpoint, async ({ request }) => {
        // Held, then left to the mock shop's own handler.
        if ((await request.clone().text()).includes('query Collection(')) await shopifyAnswers;
      }),
    );
    const { queryClient } = renderCondition('/conditions/sleep');
    await screen.findByRole('heading', { level: 1, name: 'Sleep Support' }, pageLoad);
    const products = collectionByHandleQueryOptions(handleOf('287822282846'));
    expect(queryClient.getQueryState(products.queryKey)?.fetchStatus).toBe('fetching');

    answerShopify();
    await waitFor(() => expect(queryClient.getQueryData(products.queryKey)?.title).toBe('Sleep Support'));
    expect(queryClient.getQueryData(products.queryKey)?.products.length).toBeGreaterThan(0);
  });

  it.each([
    ['/conditions/blood-pressure', 'Blood Pressure', '/quiz?concern=heart', [{ concern: 'heart' }]],
    ['/conditions/eye', 'Eye Health', '/quiz', []],
  ])(
    'on %s, "Take Quiz for %s" opens the quiz with the nearest concern ticked, if any',
    async (path, name, href, call) => {
      const { shellActions } = renderCondition(path);
      const user = userEvent.setup();
      const quiz = await screen.findByRole('link', { name: `Take Quiz for ${name}` }, pageLoad);
      expect(quiz).toHaveAttribute('href', href);
      await user.click(quiz);
      expect(shellActions.openQuiz).toHaveBeenCalledWith(...call);
    },
  );

  it("marks the intro's claim for its products with a † leading to the FDA statement", async () => {
    renderCondition('/conditions/blood-sugar');
    await screen.findByRole('heading', { level: 1, name: 'Blood Sugar Support' }, pageLoad);
    const intro = screen.getByText(/Our blood sugar formulas are made to support healthy glucose metabolism/);
    expect(intro.textContent).toMatch(/plan\.†$/);
    expect(
      within(intro).getByRole('link', { name: 'See the FDA statement about this claim' }),
    ).toHaveAttribute('href', '#fda-statement');
  });

  it('marks the claims of "Where supplements fit" with a † leading to the FDA statement', async () => {
    renderCondition('/conditions/blood-sugar');
    await screen.findByRole('heading', { level: 1, name: 'Blood Sugar Support' }, pageLoad);
    const article = screen.getByRole('article');
    expect(
      within(article).getByRole('heading', { level: 2, name: 'Where supplements fit' }),
    ).toBeInTheDocument();
    const paragraph = within(article).getByText(/Cinnamon, chromium and berberine have been studied/);
    expect(paragraph.textContent).toMatch(/healthy glucose metabolism\.† Supplements do not replace/);
    expect(
      within(paragraph).getByRole('link', { name: 'See the FDA statement about this claim' }),
    ).toHaveAttribute('href', '#fda-statement');
    // Only the claim carries a †: the advice after it does not.
    expect(
      within(article).getAllByRole('link', { name: 'See the FDA statement about this claim' }),
    ).toHaveLength(1);
  });

  it("opens each of the 16 condition pages' collections from its shop button", async () => {
    const { router, shellActions } = renderCondition('/conditions/blood-sugar');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1 }, pageLoad);
    for (const [slug, buttonText, collectionId] of specConditionPages) {
      await act(() => router.navigate(`/conditions/${slug}`));
      await user.click(await screen.findByRole('link', { name: buttonText }, pageLoad));
      expect(shellActions.openCollection).toHaveBeenLastCalledWith({
        title: 'Shop Our Collection',
        titleHidden: true,
        handle: handleOf(collectionId),
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
    expect(await screen.findByRole('link', { name: 'Shop Sleep Support' }, pageLoad)).toBeInTheDocument();
  });
});
