import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { toFields } from '../../../mocks/firebase/firestore-values';
import { answerCallable, heldReply } from '../../components/testing/callables';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { reviewRuleWords, type OwnReview } from '../../domain/reviews/review';
import { signInKeepingSession } from '../../components/testing/signed-in';

const handle = 'berberine-blood-sugar-support';
const productTitle = 'Berberine Blood Sugar Support';
const reviewPath = `/products/${handle}/review`;

const pages = [
  { path: '/', load: async () => ({ Component: () => <h1>Home page</h1> }) },
  { path: '/auth', load: () => import('../auth/auth-route') },
  { path: '/products/:handle', load: async () => ({ Component: () => <h1>Product page</h1> }) },
  { path: '/products/:handle/review', load: () => import('./review-route') },
];

function ownReview(overrides: Partial<OwnReview> = {}): OwnReview {
  return {
    id: `${handle}__mock-member-uid`,
    productHandle: handle,
    rating: 4,
    title: 'Steady mornings',
    body: 'I take it with breakfast and it has become part of my routine.',
    author: 'Maya J.',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: null,
    verifiedBuyer: false,
    incentivized: false,
    staff: false,
    helpfulCount: 0,
    reply: null,
    status: 'published',
    rules: [],
    ...overrides,
  };
}

/**
 * Stands in for Firestore's answer to the reviewer's own review (`reviews/<handle>__<uid>`): the
 * document as the Functions store it, or none. Other reads go to the local services.
 */
function storedOwnReview(review: OwnReview | null) {
  server.use(
    http.post(/\/documents:batchGet$/, async ({ request }) => {
      const { documents } = (await request.clone().json()) as { documents: string[] };
      const name = documents[0] ?? '';
      if (!/\/documents\/reviews\/[^/]+$/.test(name)) return undefined;
      const readTime = new Date().toISOString();
      if (!review) return HttpResponse.json([{ missing: name, readTime }]);
      const fields = toFields({
        product_handle: review.productHandle,
        rating: review.rating,
        title: review.title,
        body: review.body,
        author: review.author,
        created_at: review.createdAt,
        updated_at: review.updatedAt,
        verified_buyer: review.verifiedBuyer,
        incentivized: review.incentivized,
        staff: review.staff,
        helpful_count: review.helpfulCount,
        reply: review.reply,
        status: review.status,
        rules: review.rules,
      });
      return HttpResponse.json([
        { found: { name, fields, createTime: readTime, updateTime: readTime }, readTime },
      ]);
    }),
  );
}

const signInAsMember = () => signInKeepingSession('member@example.com', 'member-password');

async function openForm(own: OwnReview | null = null) {
  storedOwnReview(own);
  await signInAsMember();
  const view = renderRoutes(pages, reviewPath);
  await screen.findByRole('button', { name: own ? 'Save your review' : 'Send your review' }, pageLoad);
  return { ...view, user: userEvent.setup() };
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillGoodReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: '5 stars: excellent' }));
  // Pasted rather than typed key by key: the same change events, in a fraction of the time.
  for (const [name, text] of [
    [/^Title/, 'Calm afternoons'],
    [/^Your review/, 'I take two with lunch and my afternoons feel steadier.'],
    [/^Name shown with your review/, 'Maya Johnson'],
  ] as const) {
    await user.click(field(name));
    await user.paste(text);
  }
}

describe('the review form page', () => {
  it('sends a guest to Login, and back to the form after signing in', async () => {
    storedOwnReview(null);
    const { router } = renderRoutes(pages, reviewPath);
    await screen.findByRole('heading', { level: 1, name: 'Login' }, pageLoad);
    expect(router.state.location.pathname).toBe('/auth');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(reviewPath);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'member@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'member-password');
    await user.click(
      within(screen.getByRole('form', { name: 'Login' })).getByRole('button', { name: 'Login' }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Write a review' }, pageLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(reviewPath);
    expect(await screen.findByRole('button', { name: 'Send your review' }, pageLoad)).toBeEnabled();
  });

  it('shows the product and an empty form with its limits, and is kept out of search engines', async () => {
    await openForm();

    expect(screen.getByRole('heading', { level: 1, name: 'Write a review' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: productTitle })).toHaveAttribute('href', `/products/${handle}`);
    expect(document.querySelector('main img')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Your rating (required)' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '5 stars: excellent',
      '4 stars: good',
      '3 stars: fair',
      '2 stars: poor',
      '1 star: very poor',
    ]);
    expect(field(/^Title/)).toHaveAccessibleDescription('3 to 100 characters.0 / 100');
    expect(field(/^Your review/)).toHaveAccessibleDescription('20 to 3000 characters.0 / 3000');
    expect(field(/^Name shown with your review/)).toHaveAccessibleDescription(
      'Shown as your first name and the initial of your last name, like “Maya J.”.',
    );
    expect(
      screen.getByRole('checkbox', { name: 'I received this product free or at a discount' }),
    ).not.toBeChecked();
    const guidelines = screen.getByRole('link', { name: /^Review guidelines/ });
    expect(guidelines).toHaveAccessibleName('Review guidelines (opens in a new tab)');
    expect(guidelines).toHaveAttribute('href', '/review-guidelines');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('counts the characters and previews the name as shown', async () => {
    const { user } = await openForm();
    await user.type(field(/^Title/), 'Good');
    await user.type(field(/^Name shown with your review/), 'maya  johnson');

    expect(field(/^Title/)).toHaveAccessibleDescription('3 to 100 characters.4 / 100');
    expect(field(/^Name shown with your review/)).toHaveAccessibleDescription(
      'Shown as your first name and the initial of your last name: “Maya J.”.',
    );
  });

  it('asks for the stars and every field before sending, with focus on the first problem', async () => {
    const { calls } = answerCallable('submitReview', () => ({ result: {} }));
    const { user } = await openForm();
    await user.type(field(/^Title/), 'Ok');

    await user.click(screen.getByRole('button', { name: 'Send your review' }));

    const ratings = screen.getByRole('radiogroup', { name: 'Your rating (required)' });
    expect(ratings).toHaveAccessibleDescription('Please choose from 1 to 5 stars.');
    expect(screen.getByRole('radio', { name: '5 stars: excellent' })).toHaveFocus();
    expect(field(/^Title/)).toHaveAccessibleDescription(
      'Please write at least 3 characters for a title.2 / 100',
    );
    expect(field(/^Your review/)).toHaveAccessibleDescription('Please write your review.0 / 3000');
    expect(field(/^Name shown with your review/)).toHaveAccessibleDescription(
      'Please enter the name to show with your review.',
    );
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('radio', { name: '3 stars: fair' }));
    await user.click(screen.getByRole('button', { name: 'Send your review' }));
    expect(field(/^Title/)).toHaveFocus();
  });

  it('publishes a review: says so once the store has stored it, and leads to the product’s reviews', async () => {
    const held = heldReply({
      result: { review: ownReview({ rating: 5, title: 'Calm afternoons', author: 'Maya J.' }) },
    });
    const { calls } = answerCallable('submitReview', held.reply);
    const { user } = await openForm();
    await fillGoodReview(user);
    await user.click(screen.getByRole('checkbox', { name: 'I received this product free or at a discount' }));

    await user.click(screen.getByRole('button', { name: 'Send your review' }));
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(screen.queryByText(/Your review is published/)).not.toBeInTheDocument();
    held.release();

    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent('Thank you. Your review is published.');
    expect(answer).toHaveFocus();
    expect(within(answer).getByRole('link', { name: 'See your review with the others' })).toHaveAttribute(
      'href',
      `/products/${handle}#reviews`,
    );
    expect(calls).toEqual([
      {
        productHandle: handle,
        rating: 5,
        title: 'Calm afternoons',
        body: 'I take two with lunch and my afternoons feel steadier.',
        name: 'Maya Johnson',
        incentivized: true,
      },
    ]);

    await user.click(within(answer).getByRole('button', { name: 'Edit your review' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit your review' })).toBeInTheDocument();
    expect(field(/^Title/)).toHaveValue('Calm afternoons');
  });

  it('says a held review waits for a check, naming the rule in the guidelines’ words', async () => {
    answerCallable('submitReview', () => ({
      result: { review: ownReview({ status: 'held', rules: ['link'] }) },
    }));
    const { user } = await openForm();
    await fillGoodReview(user);

    await user.click(screen.getByRole('button', { name: 'Send your review' }));

    const answer = await screen.findByRole('status');
    expect(answer).toHaveTextContent('Thank you. Your review waits for a check.');
    expect(within(answer).getByRole('listitem')).toHaveTextContent(reviewRuleWords.link);
    expect(answer).toHaveTextContent(
      'It will then be published, or rejected with the reason, by the review guidelines.',
    );
    expect(within(answer).getByRole('link', { name: /Review guidelines/ })).toHaveAttribute(
      'href',
      '/review-guidelines',
    );
  });

  it('shows what the server could not accept under its field, with focus there, and keeps every field', async () => {
    answerCallable('submitReview', () => ({
      error: {
        status: 'INVALID_ARGUMENT',
        message: 'Please check your review.',
        details: { problems: { body: 'Please write at least 20 characters for your review.' } },
      },
    }));
    const { user } = await openForm();
    await fillGoodReview(user);

    await user.click(screen.getByRole('button', { name: 'Send your review' }));

    await waitFor(() => expect(field(/^Your review/)).toHaveFocus());
    expect(field(/^Your review/)).toHaveAccessibleDescription(
      /^Please write at least 20 characters for your review\./,
    );
    expect(field(/^Title/)).toHaveValue('Calm afternoons');
    expect(screen.getByRole('radio', { name: '5 stars: excellent' })).toBeChecked();
  });

  it('says why a review could not be sent, keeping every field for another try', async () => {
    answerCallable('submitReview', () => ({
      error: { status: 'INTERNAL', message: 'We could not save your review right now. Please try again.' },
    }));
    const { user } = await openForm();
    await fillGoodReview(user);

    await user.click(screen.getByRole('button', { name: 'Send your review' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not save your review right now. Please try again.');
    expect(alert).toHaveTextContent('Your review is still here.');
    expect(alert).toHaveFocus();
    expect(field(/^Name shown with your review/)).toHaveValue('Maya Johnson');
    expect(screen.getByRole('button', { name: 'Send your review' })).toBeEnabled();
  });

  it('prefills the reviewer’s own review to edit, with its state', async () => {
    await openForm(ownReview({ incentivized: true }));

    expect(screen.getByRole('heading', { level: 1, name: 'Edit your review' })).toBeInTheDocument();
    expect(screen.getByText('Your review is published.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 stars: good' })).toBeChecked();
    expect(field(/^Title/)).toHaveValue('Steady mornings');
    expect(field(/^Your review/)).toHaveValue(
      'I take it with breakfast and it has become part of my routine.',
    );
    expect(field(/^Name shown with your review/)).toHaveValue('Maya J.');
    expect(
      screen.getByRole('checkbox', { name: 'I received this product free or at a discount' }),
    ).toBeChecked();
  });

  it.each([
    ['held', 'Your review waits for a check by our team, because of this:'],
    ['rejected', 'Your review was rejected, for this reason:'],
  ] as const)('says a %s review’s state and the rule in the guidelines’ words', async (status, words) => {
    await openForm(ownReview({ status, rules: ['disease-claim'] }));

    expect(screen.getByText(words)).toBeInTheDocument();
    expect(screen.getByText(reviewRuleWords['disease-claim'])).toBeInTheDocument();
  });

  it('deletes the review after asking once more, and leaves an empty form', async () => {
    const { calls } = answerCallable('deleteReview', () => ({ result: { deleted: true } }));
    const { user } = await openForm(ownReview());

    await user.click(screen.getByRole('button', { name: 'Delete review' }));
    const confirm = screen.getByRole('group', { name: 'Delete your review?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(calls).toEqual([]);
    expect(field(/^Title/)).toHaveValue('Steady mornings');

    await user.click(screen.getByRole('button', { name: 'Delete review' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));

    expect(
      await screen.findByText('Your review is deleted. You can write a new one below.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ productHandle: handle }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Write a review' })).toBeInTheDocument();
    expect(field(/^Title/)).toHaveValue('');
  });

  it('says why a review could not be deleted, and keeps it', async () => {
    answerCallable('deleteReview', () => ({
      error: { status: 'INTERNAL', message: 'We could not save your review right now. Please try again.' },
    }));
    const { user } = await openForm(ownReview());

    await user.click(screen.getByRole('button', { name: 'Delete review' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not save your review right now. Please try again.',
    );
    expect(field(/^Title/)).toHaveValue('Steady mornings');
  });

  it('says when the product is unknown, with no form', async () => {
    await signInAsMember();
    renderRoutes(pages, '/products/no-such-product/review');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product not found' }, pageLoad),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
