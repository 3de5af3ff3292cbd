import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerCallable, heldReply, type CallableReply } from '../../components/testing/callables';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { reviewRuleWords, type ReviewRule, type ReviewStatus } from '../../domain/reviews/review';
import type { AdminReview } from '../../lib/firebase/reviews-write';
import { signInKeepingSession } from '../../components/testing/signed-in';

const pages = [
  { path: '/', load: async () => ({ Component: () => <h1>Home page</h1> }) },
  { path: '/admin', load: () => import('./admin-route') },
];

function adminReview(overrides: Partial<AdminReview>): AdminReview {
  return {
    id: 'berberine-blood-sugar-support__uid-1',
    productHandle: 'berberine-blood-sugar-support',
    productTitle: 'Berberine Blood Sugar Support',
    rating: 4,
    title: 'Worth a look',
    body: 'See my notes at https://example.com for how I take it.',
    author: 'Maya J.',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: null,
    verifiedBuyer: true,
    incentivized: true,
    staff: false,
    helpfulCount: 0,
    reply: null,
    status: 'held',
    rules: ['link'],
    ...overrides,
  };
}

/** The reviews the admin Functions' stand-ins list, decide and answer, as the server would store them. */
function fakeReviews(reviews: AdminReview[]) {
  const listed = answerCallable('listReviewsForAdmin', (data) => {
    const { status } = data as { status: ReviewStatus };
    return { result: { reviews: reviews.filter((each) => each.status === status) } };
  });
  const decided = answerCallable('decideReview', (data) => {
    const { reviewId, decision, rule } = data as { reviewId: string; decision: string; rule?: ReviewRule };
    const review = reviews.find((each) => each.id === reviewId);
    if (!review) return { error: { status: 'NOT_FOUND', message: 'This review no longer exists.' } };
    review.status = decision === 'publish' ? 'published' : 'rejected';
    review.rules = decision === 'publish' ? [] : [rule!];
    return { result: { review } };
  });
  const replied = answerCallable('replyToReview', (data) => {
    const { reviewId, text } = data as { reviewId: string; text: string };
    const review = reviews.find((each) => each.id === reviewId)!;
    review.reply = text ? { text, at: '2026-11-21T09:00:00.000Z' } : null;
    return { result: { review } };
  });
  // The other panels of the page, empty.
  answerCallable('listContactMessages', () => ({ result: { messages: [] } }));
  return { listed: listed.calls, decided: decided.calls, replied: replied.calls };
}

async function openReviews() {
  await signInKeepingSession('admin@example.com', 'admin-password');
  renderRoutes(pages, '/admin');
  const section = await screen.findByRole('region', { name: 'Reviews' }, pageLoad);
  return { section, user: userEvent.setup() };
}

const cardsIn = async (section: HTMLElement) =>
  within(await within(section).findByRole('list', { name: 'Reviews' }, pageLoad)).getAllByRole('listitem');

describe('the admin page’s reviews', () => {
  it('lists the held reviews first, with product, stars, text, author, date, marks and the rules that hold them', async () => {
    const { listed } = fakeReviews([
      adminReview({}),
      adminReview({ id: 'b', title: 'Lovely', status: 'published', rules: [], staff: true }),
    ]);
    const { section, user } = await openReviews();

    expect(within(section).getByRole('button', { name: 'Held' })).toHaveAttribute('aria-pressed', 'true');
    const [card] = await cardsIn(section);
    expect(within(card!).getByRole('heading', { level: 3 })).toHaveTextContent('Worth a look');
    expect(within(card!).getByRole('link', { name: 'Berberine Blood Sugar Support' })).toHaveAttribute(
      'href',
      '/products/berberine-blood-sugar-support',
    );
    expect(within(card!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(card).toHaveTextContent(
      'by Maya J. · Nov 20, 2026 · Verified buyer · Received free or at a discount',
    );
    expect(card).toHaveTextContent('See my notes at https://example.com for how I take it.');
    expect(card).toHaveTextContent(`Held because:${reviewRuleWords.link}`);
    expect(listed).toEqual([{ status: 'held' }]);

    await user.click(within(section).getByRole('button', { name: 'Published' }));
    await waitFor(async () => expect((await cardsIn(section))[0]).toHaveTextContent('Lovely'));
    expect((await cardsIn(section))[0]).toHaveTextContent('Staff');
    expect(listed).toEqual([{ status: 'held' }, { status: 'published' }]);
  });

  it('publishes a held review once the store has stored it', async () => {
    fakeReviews([adminReview({})]);
    const published = heldReply({
      result: { review: adminReview({ status: 'published', rules: [] }) },
    });
    const { calls } = answerCallable('decideReview', published.reply);
    const { section, user } = await openReviews();
    const [card] = await cardsIn(section);

    await user.click(within(card!).getByRole('button', { name: 'Publish' }));
    expect(await within(card!).findByRole('button', { name: 'Publishing…' })).toBeDisabled();
    published.release();

    expect(await within(section).findByText('“Worth a look” is published.')).toBeInTheDocument();
    expect(within(section).getByText('No reviews wait for a check.')).toBeInTheDocument();
    expect(calls).toEqual([{ reviewId: 'berberine-blood-sugar-support__uid-1', decision: 'publish' }]);
  });

  it('rejects a review with the reason chosen from the five rules', async () => {
    const { decided } = fakeReviews([adminReview({ rules: [] })]);
    const { section, user } = await openReviews();
    const [card] = await cardsIn(section);
    const reason = within(card!).getByRole('combobox', { name: 'Reason' });
    expect(
      within(reason)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a rule', ...Object.values(reviewRuleWords)]);

    await user.click(within(card!).getByRole('button', { name: 'Reject' }));
    expect(within(card!).getByText('Choose the rule it breaks first.')).toBeInTheDocument();
    expect(decided).toEqual([]);

    await user.selectOptions(reason, reviewRuleWords['off-topic']);
    await user.click(within(card!).getByRole('button', { name: 'Reject' }));

    expect(
      await within(section).findByText(`“Worth a look” is rejected: ${reviewRuleWords['off-topic']}`),
    ).toBeInTheDocument();
    expect(decided).toEqual([
      { reviewId: 'berberine-blood-sugar-support__uid-1', decision: 'reject', rule: 'off-topic' },
    ]);
    await user.click(within(section).getByRole('button', { name: 'Rejected' }));
    const [rejected] = await cardsIn(section);
    expect(rejected).toHaveTextContent(`Rejected because:${reviewRuleWords['off-topic']}`);
  });

  it('replies publicly to a review, and removes the reply', async () => {
    const { replied } = fakeReviews([adminReview({ status: 'published', rules: [] })]);
    const { section, user } = await openReviews();
    await user.click(within(section).getByRole('button', { name: 'Published' }));
    const [card] = await cardsIn(section);

    await user.type(within(card!).getByRole('textbox', { name: 'Public reply' }), 'Thank you, Maya.');
    expect(within(card!).getByRole('textbox', { name: 'Public reply' })).toHaveAccessibleDescription(
      '16 / 2000 characters',
    );
    await user.click(within(card!).getByRole('button', { name: 'Save reply' }));

    expect(await within(section).findByText('Your reply to “Worth a look” is saved.')).toBeInTheDocument();
    expect(card).toHaveTextContent("The store's public replyThank you, Maya.");

    await user.click(within(card!).getByRole('button', { name: 'Remove reply' }));
    expect(await within(section).findByText('Your reply to “Worth a look” is removed.')).toBeInTheDocument();
    expect(card).not.toHaveTextContent("The store's public reply");
    expect(replied).toEqual([
      { reviewId: 'berberine-blood-sugar-support__uid-1', text: 'Thank you, Maya.' },
      { reviewId: 'berberine-blood-sugar-support__uid-1', text: '' },
    ]);
  });

  it('says why an action failed, and keeps the review as it was', async () => {
    fakeReviews([adminReview({})]);
    answerCallable('decideReview', () => ({
      error: { status: 'NOT_FOUND', message: 'This review no longer exists.' },
    }));
    answerCallable('replyToReview', () => ({
      error: { status: 'PERMISSION_DENIED', message: 'Only an admin can reply to reviews.' },
    }));
    const { section, user } = await openReviews();
    const [card] = await cardsIn(section);

    await user.click(within(card!).getByRole('button', { name: 'Publish' }));
    expect(await within(card!).findByRole('alert')).toHaveTextContent('This review no longer exists.');
    expect(card).toHaveTextContent('Held');

    await user.type(within(card!).getByRole('textbox', { name: 'Public reply' }), 'Thanks!');
    await user.click(within(card!).getByRole('button', { name: 'Save reply' }));
    expect(await within(card!).findByText('Only an admin can reply to reviews.')).toBeInTheDocument();
    expect(within(card!).getByRole('textbox', { name: 'Public reply' })).toHaveValue('Thanks!');
  });

  it('says when the reviews cannot be loaded, and loads them again on Try again', async () => {
    fakeReviews([]);
    let refuse = true;
    answerCallable('listReviewsForAdmin', (): CallableReply =>
      refuse
        ? { error: { status: 'INTERNAL', message: 'Could not do this right now. Please try again.' } }
        : { result: { reviews: [] } },
    );
    const { section, user } = await openReviews();

    expect(await within(section).findByRole('alert', {}, pageLoad)).toHaveTextContent(
      'Could not do this right now. Please try again.',
    );
    refuse = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('No reviews wait for a check.')).toBeInTheDocument();
  });
});
