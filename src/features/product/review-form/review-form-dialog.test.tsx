import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { answerCallable } from '../../../components/testing/callables';
import { pageLoad, renderInStore } from '../../../components/testing/render-routes';
import { ReviewFormDialog } from './review-form-dialog';
import { signInKeepingSession } from '../../../components/testing/signed-in';

const product = { handle: 'berberine-blood-sugar-support', title: 'Berberine Blood Sugar Support' };

/** Firestore has no review of this product by the reviewer. */
function noOwnReview() {
  server.use(
    http.post(/\/documents:batchGet$/, async ({ request }) => {
      const { documents } = (await request.clone().json()) as { documents: string[] };
      const name = documents[0] ?? '';
      if (!/\/documents\/reviews\/[^/]+$/.test(name)) return undefined;
      return HttpResponse.json([{ missing: name, readTime: new Date().toISOString() }]);
    }),
  );
}

describe('the review form in place', () => {
  it('offers a guest Login, which comes back to the form’s page', async () => {
    renderInStore(<ReviewFormDialog open onClose={() => {}} product={product} />);
    const dialog = await screen.findByRole('dialog', { name: 'Write a review' }, pageLoad);

    expect(
      await within(dialog).findByRole('link', { name: 'Log in to write a review' }, pageLoad),
    ).toHaveAttribute('href', `/auth?next=${encodeURIComponent(`/products/${product.handle}/review`)}`);
  });

  it('lets a member write the review over the page, and closes when they go to the reviews', async () => {
    noOwnReview();
    answerCallable('submitReview', (data) => ({
      result: {
        review: {
          ...(data as object),
          id: `${product.handle}__mock-member-uid`,
          rating: 5,
          author: 'Maya J.',
          createdAt: '2026-11-20T10:00:00.000Z',
          updatedAt: null,
          verifiedBuyer: false,
          staff: false,
          helpfulCount: 0,
          reply: null,
          status: 'published',
          rules: [],
        },
      },
    }));
    await signInKeepingSession('member@example.com', 'member-password');
    const onClose = vi.fn();
    const { router } = renderInStore(<ReviewFormDialog open onClose={onClose} product={product} />);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Write a review: Berberine Blood Sugar Support' },
      pageLoad,
    );
    const user = userEvent.setup();

    await within(dialog).findByRole('button', { name: 'Send your review' }, pageLoad);
    await user.click(within(dialog).getByRole('radio', { name: '5 stars: excellent' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Calm afternoons');
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Your review/ }),
      'I take two with lunch and my afternoons feel steadier.',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Name shown/ }), 'Maya Johnson');
    await user.click(within(dialog).getByRole('button', { name: 'Send your review' }));

    const answer = await within(dialog).findByRole('status');
    expect(answer).toHaveTextContent('Thank you. Your review is published.');
    await user.click(within(answer).getByRole('link', { name: 'See your review with the others' }));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(`/products/${product.handle}`);
    expect(router.state.location.hash).toBe('#reviews');
  });
});
