import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';
import { collectionByHandleQueryOptions } from '../../lib/shopify';

const renderLearn = () => renderRoutes([{ path: '/learn', load: () => import('./learn-route') }], '/learn');

const findPage = () => screen.findByRole('heading', { level: 1, name: 'Learn About Your Health' }, pageLoad);

/** The spec's six topics, in order. */
const topics = [
  'Blood Pressure Management',
  'Cholesterol & Lipid Health',
  'Joint & Bone Health',
  'Digestive & Gut Health',
  'Eye Health & Vision Support',
  'Weight Management',
];

describe('Learn page', () => {
  it('shows the title and the six topic cards, each with "Learn More & Shop"', async () => {
    renderLearn();
    expect(await findPage()).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(topics);
    for (const card of cards) {
      expect(within(card).getByRole('link', { name: 'Learn More & Shop' })).toBeInTheDocument();
      expect(card.querySelector('img')).toHaveAttribute('loading', 'lazy');
    }
    await waitFor(() => expect(document.title).toBe('Learn About Your Health | Sankofa Wellness'));
  });

  it("asks for each topic's collection with the page, so that its button opens the products at once", async () => {
    const { queryClient } = renderLearn();
    await findPage();
    const handles = screen
      .getAllByRole('link', { name: 'Learn More & Shop' })
      .map((link) => link.getAttribute('href')?.replace('/collections/', '') ?? '');
    expect(handles).toHaveLength(topics.length);
    await waitFor(() =>
      expect(
        handles.map(
          (handle) => queryClient.getQueryData(collectionByHandleQueryOptions(handle).queryKey)?.handle,
        ),
      ).toEqual(handles),
    );
  });

  it('marks both descriptions of a topic, which say what nutrients support, with a †', async () => {
    renderLearn();
    await findPage();
    for (const card of screen.getAllByRole('article')) {
      const marks = within(card).getAllByRole('link', { name: 'See the FDA statement about this claim' });
      expect(marks).toHaveLength(2);
      for (const mark of marks) expect(mark).toHaveAttribute('href', '#fda-statement');
    }
  });

  it('opens the topic\'s products in the "{topic} Products" dialog', async () => {
    const { shellActions } = renderLearn();
    const user = userEvent.setup();
    await findPage();
    const card = screen.getByRole('article', { name: 'Joint & Bone Health' });
    // A link to the collection's own page, which opens the collection in place.
    const link = within(card).getByRole('link', { name: 'Learn More & Shop' });
    expect(link).toHaveAttribute('href', '/collections/joint-bone-support');
    await user.click(link);
    expect(shellActions.openCollection).toHaveBeenCalledWith({
      title: 'Joint & Bone Health Products',
      handle: 'joint-bone-support',
    });
  });

  it('shows the error state when the content backend fails, and recovers on retry', async () => {
    const failure = failSanityQueries('"learnPage"');
    renderLearn();
    const user = userEvent.setup();
    expect(await screen.findByText("We couldn't load this page", {}, pageLoad)).toBeInTheDocument();
    failure.stop();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findPage()).toBeInTheDocument();
  });
});
