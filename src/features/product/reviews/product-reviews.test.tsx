import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { resetFirebaseMock } from '../../../../mocks/firebase';
import { answerCallable } from '../../../components/testing/callables';
import { loadLazyParts } from '../../../components/testing/lazy-parts';
import { pageLoad, renderInStore } from '../../../components/testing/render-routes';
import {
  failing,
  reads,
  REVIEWED,
  summaryOf,
  testReviews,
  UNREVIEWED,
} from '../../../components/testing/reviews';
import { AuthProvider } from '../../../lib/firebase/auth-context';
import {
  firstReviewQuery,
  reviewPageQueryOptions,
  reviewSummaryQueryOptions,
} from '../../../lib/firebase/queries/reviews';
import { siteSettingsQueryOptions } from '../../../lib/sanity/queries/site-settings';
import { ProductReviews } from './product-reviews';
import { signInKeepingSession } from '../../../components/testing/signed-in';

// The reads go to the reviews in memory; the rest of the module (the review's shape) stays.
vi.mock('../../../lib/firebase/reviews-read', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  ...(await import('../../../components/testing/reviews')),
}));

beforeAll(
  () =>
    loadLazyParts(
      import('../../../lib/firebase/auth'),
      import('../../../lib/firebase/reviews-write'),
      import('../../../lib/firebase/functions'),
      import('../../../../mocks/firebase/auth-api'),
    ),
  60_000,
);

beforeEach(() => {
  reads.length = 0;
  failing.reads = false;
});

afterEach(async () => {
  document.querySelectorAll('[data-prerendered]').forEach((page) => page.remove());
  await (await import('../../../lib/firebase/auth')).signOutIfStarted();
});

const section = () => screen.getByRole('region', { name: 'Reviews' });
/** The line that says which reviews are shown. */
const shownLine = () => within(section()).getByText(/^Showing \d+ of/);
const reviewList = () => within(section()).getByRole('list', { name: 'Reviews' });
const shownTitles = () =>
  within(reviewList())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const shownRatings = () =>
  within(reviewList())
    .getAllByRole('img', { name: /^Rated \d out of 5$/ })
    .map((stars) => Number(/Rated (\d)/.exec(stars.getAttribute('aria-label') ?? '')?.[1]));

async function openReviews(handle = REVIEWED) {
  const view = renderInStore(<ProductReviews handle={handle} title="Turmeric with Ginger" />);
  await within(await screen.findByRole('region', { name: 'Reviews' }, pageLoad)).findByRole(
    'list',
    { name: 'Reviews' },
    pageLoad,
  );
  return { ...view, user: userEvent.setup() };
}

/** The section as the build prerenders it: from the loader's queries, before any script runs. */
async function prerendered(handle: string) {
  const queryClient = new QueryClient();
  await Promise.all([
    queryClient.fetchQuery(siteSettingsQueryOptions),
    queryClient.fetchQuery(reviewSummaryQueryOptions(handle)),
    queryClient.fetchQuery(reviewPageQueryOptions(firstReviewQuery(handle), null)),
  ]);
  const router = createMemoryRouter(
    [{ path: '*', element: <ProductReviews handle={handle} title="Turmeric with Ginger" /> }],
    { initialEntries: [`/products/${handle}`] },
  );
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  queryClient.clear();
  const page = document.createElement('div');
  page.dataset.prerendered = '';
  page.innerHTML = html;
  document.body.append(page);
  return page;
}

describe('the reviews on a product page', { timeout: 60_000 }, () => {
  it('are in the prerendered page: the figures, a bar per rating and the 10 most helpful reviews, no controls that need the app', async () => {
    const page = await prerendered(REVIEWED);
    const reviews = within(page);

    expect(reviews.getByRole('heading', { level: 2, name: 'Reviews' })).toBeInTheDocument();
    expect(page).toHaveTextContent(
      'We publish every review that follows our review guidelines, whatever its rating.',
    );
    expect(reviews.getByRole('link', { name: 'Review guidelines' })).toHaveAttribute(
      'href',
      '/review-guidelines',
    );
    // 23 reviews, 91 stars: 4.0 to one decimal.
    expect(page).toHaveTextContent('4.0 out of 5');
    // The average's stars come first (four filled), before the reviews' own.
    expect(reviews.getAllByRole('img', { name: /^Rated/ })[0]).toHaveAccessibleName('Rated 4 out of 5');
    expect(page).toHaveTextContent('Based on 23 reviews');
    const bars = within(reviews.getByRole('list', { name: 'Reviews by rating' })).getAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      '5 stars: 11 reviews',
      '4 stars: 6 reviews',
      '3 stars: 2 reviews',
      '2 stars: 2 reviews',
      '1 star: 2 reviews',
    ]);

    const list = within(reviews.getByRole('list', { name: 'Reviews' }));
    expect(list.getAllByRole('article')).toHaveLength(10);
    const first = within(list.getAllByRole('article')[0]!);
    expect(first.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(first.getByRole('heading', { level: 3, name: 'Review number 1' })).toBeInTheDocument();
    // The text keeps its paragraphs.
    expect(first.getByText('My knees thank me in the morning.').tagName).toBe('P');
    expect(first.getByText('I take two with breakfast and the taste is mild.').tagName).toBe('P');
    expect(first.getByText(/Maya J\./)).toBeInTheDocument();
    expect(first.getByText('November 28, 2026')).toHaveAttribute('datetime', '2026-11-28T15:00:00.000Z');
    expect(first.getByText('Verified buyer')).toBeInTheDocument();
    expect(
      first.getByText(/ordered this product from us, and its email address is confirmed/),
    ).toBeInTheDocument();
    expect(first.getByText('Response from Sankofa Wellness')).toBeInTheDocument();
    expect(first.getByText('Thank you, Maya!')).toBeInTheDocument();
    expect(first.getByText('Helpful (40)')).toBeInTheDocument();
    expect(
      within(list.getAllByRole('article')[1]!).getByText('Received this product free or at a discount'),
    ).toBeInTheDocument();
    expect(within(list.getAllByRole('article')[2]!).getByText('Store staff')).toBeInTheDocument();

    // What works only with the app is not there yet: it would do nothing.
    expect(reviews.queryAllByRole('button')).toEqual([]);
    expect(reviews.queryByRole('combobox')).not.toBeInTheDocument();
    expect(reviews.getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      `/products/${REVIEWED}/review`,
    );
    expect(page.querySelector('section')).toHaveAttribute('id', 'reviews');
  });

  it('says when a product has no reviews yet, and invites the first', async () => {
    const page = await prerendered(UNREVIEWED);
    expect(page).toHaveTextContent('No reviews yet');
    expect(within(page).getByRole('link', { name: 'Write a review' })).toHaveAttribute(
      'href',
      `/products/${UNREVIEWED}/review`,
    );
    expect(within(page).queryByRole('list', { name: 'Reviews' })).not.toBeInTheDocument();
  });

  it('shows only the reviews of the star pressed, says so, and shows all again on a second press or "All reviews"', async () => {
    const { user } = await openReviews();
    const fiveStars = await within(section()).findByRole('button', { name: '5 stars: 11 reviews' });
    expect(fiveStars).toHaveAttribute('aria-pressed', 'false');
    expect(shownLine()).toHaveTextContent('Showing 10 of 23 reviews');

    await user.click(within(section()).getByRole('button', { name: '1 star: 2 reviews' }));
    await waitFor(() => expect(shownLine()).toHaveTextContent('Showing 2 of 2 reviews with 1 star'));
    expect(shownRatings()).toEqual([1, 1]);
    expect(within(section()).getByRole('button', { name: '1 star: 2 reviews' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(section()).getByRole('button', { name: '1 star: 2 reviews' }));
    await waitFor(() => expect(shownLine()).toHaveTextContent('Showing 10 of 23 reviews'));

    await user.click(fiveStars);
    await waitFor(() => expect(shownLine()).toHaveTextContent('Showing 10 of 11 reviews with 5 stars'));
    expect(new Set(shownRatings())).toEqual(new Set([5]));
    await user.click(within(section()).getByRole('button', { name: 'All reviews' }));
    await waitFor(() => expect(shownLine()).toHaveTextContent('Showing 10 of 23 reviews'));
    expect(within(section()).queryByRole('button', { name: 'All reviews' })).not.toBeInTheDocument();
  });

  it('sorts the reviews: lowest rated first, newest first', async () => {
    const { user } = await openReviews();
    const sort = within(section()).getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('helpful');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Most helpful', 'Newest', 'Highest rated', 'Lowest rated']);

    await user.selectOptions(sort, 'Lowest rated');
    await waitFor(() => expect(shownRatings().slice(0, 4)).toEqual([1, 1, 2, 2]));
    expect(reads.at(-1)).toEqual({
      query: { productHandle: REVIEWED, sort: 'lowest', stars: null },
      after: null,
    });

    await user.selectOptions(sort, 'Newest');
    await waitFor(() => expect(shownTitles()[0]).toBe('Review number 1'));
    expect(shownTitles().slice(0, 3)).toEqual(['Review number 1', 'Review number 2', 'Review number 3']);
  });

  it('shows 10 more reviews at a time, each page read from where the last ended, until there are no more', async () => {
    const { user } = await openReviews();
    expect(shownTitles()).toHaveLength(10);

    await user.click(within(section()).getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(shownTitles()).toHaveLength(20));
    expect(shownLine()).toHaveTextContent('Showing 20 of 23 reviews');
    expect(reads.at(-1)?.after).toEqual([`${REVIEWED}__uid10`]);

    await user.click(within(section()).getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(shownTitles()).toHaveLength(23));
    expect(within(section()).queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(new Set(shownTitles()).size).toBe(23);
  });

  it('says when reviews cannot be read, and reads them again on "Try again"', async () => {
    const { user } = await openReviews();
    failing.reads = true;
    await user.click(within(section()).getByRole('button', { name: 'Show more reviews' }));
    const alert = await within(section()).findByRole('alert', {}, pageLoad);
    expect(alert).toHaveTextContent('We could not load more reviews right now.');
    // What was shown stays.
    expect(shownTitles()).toHaveLength(10);

    failing.reads = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shownTitles()).toHaveLength(20));

    failing.reads = true;
    await user.selectOptions(within(section()).getByRole('combobox', { name: 'Sort by' }), 'Newest');
    expect(await within(section()).findByRole('alert', {}, pageLoad)).toHaveTextContent(
      'We could not load the reviews right now.',
    );
  });

  it('sends a guest to log in, and back to the reviews', async () => {
    const { user, router } = await openReviews();
    const helpful = within(reviewList()).getAllByRole('button', { name: /^Helpful \(\d+\)$/ })[0]!;
    await waitFor(() => expect(helpful).toBeEnabled());
    await user.click(helpful);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      `/products/${REVIEWED}#reviews`,
    );
  });

  it("counts a signed-in shopper's vote and shows the store's count, or says why it could not", async () => {
    resetFirebaseMock();
    await signInKeepingSession('member@example.com', 'member-password');
    const votes = answerCallable('markReviewHelpful', (data) =>
      (data as { reviewId: string }).reviewId === `${REVIEWED}__uid2`
        ? { error: { status: 'PERMISSION_DENIED', message: 'You cannot mark your own review as helpful.' } }
        : { result: { helpfulCount: 44 } },
    );
    const { user } = await openReviews();
    const [first, second] = within(reviewList()).getAllByRole('article');

    const helpful = within(first!).getByRole('button', { name: 'Helpful (40)' });
    await waitFor(() => expect(helpful).toBeEnabled(), pageLoad);
    await user.click(helpful);
    expect(
      await within(first!).findByText('You found this review helpful.', {}, pageLoad),
    ).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Helpful (44)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(votes.calls).toEqual([{ reviewId: `${REVIEWED}__uid1` }]);

    await user.click(within(second!).getByRole('button', { name: 'Helpful (39)' }));
    expect(await within(second!).findByRole('alert', {}, pageLoad)).toHaveTextContent(
      'You cannot mark your own review as helpful.',
    );
    expect(within(second!).getByRole('button', { name: 'Helpful (39)' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('the review figures', () => {
  it('match the reviews they count', () => {
    expect(summaryOf(testReviews)).toEqual({ count: 23, sum: 91, stars: { 1: 2, 2: 2, 3: 2, 4: 6, 5: 11 } });
  });
});
