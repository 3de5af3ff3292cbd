import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerCallable, heldReply } from '../../components/testing/callables';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';

const token = '3f1c2a9b8d7e6f5a4b3c2d1e0f9a8b7c.Zm9yZ2VkLXNpZ25hdHVyZS1mb3ItdGVzdHM';

function openUnsubscribe(address: string) {
  renderRoutes([{ path: '/unsubscribe', load: () => import('./unsubscribe-route') }], address);
  return { user: userEvent.setup() };
}

describe('the unsubscribe page', () => {
  it('explains, unsubscribes only when the button is pressed, then confirms', async () => {
    const held = heldReply({ result: { status: 'unsubscribed' } });
    const { calls } = answerCallable('unsubscribeFromNewsletter', held.reply);
    const { user } = openUnsubscribe(`/unsubscribe?token=${token}`);

    const button = await screen.findByRole('button', { name: 'Unsubscribe' }, pageLoad);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribe from our newsletter');
    expect(screen.getByText(/Nothing changes until you press it\./)).toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Mail scanners open the link: arriving must change nothing.
    expect(calls).toEqual([]);

    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Unsubscribing…' })).toBeDisabled();
    held.release();

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('You are unsubscribed');
    expect(confirmation).toHaveTextContent('You will get no more newsletter emails from Sankofa Wellness.');
    await waitFor(() => expect(confirmation).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(calls).toEqual([{ token }]);
  });

  it.each([
    ['no token', '/unsubscribe'],
    ['a token that is not one', '/unsubscribe?token=hello'],
    ['a token far too long', `/unsubscribe?token=${'a'.repeat(150)}.${'b'.repeat(100)}`],
  ])('says the link is not complete for %s, and sends nothing', async (_case, address) => {
    const { calls } = answerCallable('unsubscribeFromNewsletter', () => ({
      result: { status: 'unsubscribed' },
    }));
    openUnsubscribe(address);

    expect(await screen.findByRole('alert', {}, pageLoad)).toHaveTextContent(
      'This unsubscribe link is not complete. Please use the link in your latest email, or contact us.',
    );
    expect(screen.getByRole('link', { name: /@/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("gives the server's words when it does not know the link, and offers no button", async () => {
    answerCallable('unsubscribeFromNewsletter', () => ({
      error: {
        status: 'INVALID_ARGUMENT',
        message:
          'This unsubscribe link is not valid. Please use the link in your latest email, or contact us.',
      },
    }));
    const { user } = openUnsubscribe(`/unsubscribe?token=${token}`);

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }, pageLoad));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This unsubscribe link is not valid. Please use the link in your latest email, or contact us.',
    );
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it.each([
    ['cannot be reached', () => 'network-error' as const, 'We could not reach the store.'],
    [
      'answers in another shape',
      () => ({ result: { status: 'subscribed' } }),
      'We could not unsubscribe you right now. Please try again in a moment.',
    ],
  ])('says so when the store %s, and lets the shopper try again', async (_case, reply, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { calls } = answerCallable('unsubscribeFromNewsletter', reply);
    const { user } = openUnsubscribe(`/unsubscribe?token=${token}`);

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }, pageLoad));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});
