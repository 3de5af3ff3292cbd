import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Dialog, DialogTitle } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '../../components/toast';
import { siteSettingsQueryOptions } from '../../lib/sanity/queries/site-settings';
import { answerCallable, heldReply } from '../../components/testing/callables';
import { loadLazyParts } from '../../components/testing/lazy-parts';
import { ExitIntentOffer } from './exit-intent-offer';

// The seed's offer, read through the real content request code and the mock Content Lake.
const offerTitle = 'Before You Go: 10% Off Your First Order';
const offerDialog = () => screen.queryByRole('dialog', { name: offerTitle });

/** The pointer leaves the window: through the top by default, elsewhere with a positive clientY. */
function pointerLeavesWindow(clientY = -4) {
  fireEvent.mouseOut(document.body, { clientY, relatedTarget: null });
}

/** Another of the store's dialogs (say, the quiz), open from the start. */
function OtherDialog() {
  const [open, setOpen] = useState(true);
  return (
    <Dialog open={open} aria-labelledby="other-title">
      <DialogTitle id="other-title">Wellness quiz</DialogTitle>
      <Button onClick={() => setOpen(false)}>Close quiz</Button>
    </Dialog>
  );
}

async function renderOffer({ withOtherDialog = false } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await queryClient.fetchQuery(siteSettingsQueryOptions);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        {withOtherDialog && <OtherDialog />}
        <ExitIntentOffer />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, user };
}

async function openByLeaving() {
  pointerLeavesWindow();
  return screen.findByRole('dialog', { name: offerTitle });
}

// The offer's dialog loads when it opens: its code is compiled here, with real timers, so that the
// tests' waits for the dialog wait for React alone, not for a busy machine compiling it.
beforeAll(() => loadLazyParts(import('./exit-offer-dialog')));

beforeEach(() => {
  // Fake timers that still move with real time, so loading and transitions finish by themselves.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('the exit-intent offer', () => {
  it('opens after 45 seconds on the site with the offer, an email field and the consent', async () => {
    await renderOffer();
    await act(() => vi.advanceTimersByTimeAsync(44_000));
    expect(offerDialog()).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const dialog = await screen.findByRole('dialog', { name: offerTitle });
    expect(dialog).toHaveTextContent('10% off your first order');
    expect(dialog).toHaveTextContent(/unsubscribe anytime/);
    const email = within(dialog).getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('maxLength', '254');
    expect(email).toBeRequired();
    expect(within(dialog).getByRole('button', { name: 'Get My 10% Off' })).toBeInTheDocument();
  });

  it('opens when the pointer leaves through the top of the window, not through a side', async () => {
    await renderOffer();
    pointerLeavesWindow(300);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(offerDialog()).not.toBeInTheDocument();

    expect(await openByLeaving()).toBeInTheDocument();
  });

  it('shows at most once per browser session', async () => {
    const { user, unmount } = await renderOffer();
    const dialog = await openByLeaving();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(offerDialog()).not.toBeInTheDocument());

    pointerLeavesWindow();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(offerDialog()).not.toBeInTheDocument();

    // Another page load in the same session (same sessionStorage) does not show it either.
    unmount();
    await renderOffer();
    pointerLeavesWindow();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(offerDialog()).not.toBeInTheDocument();
  });

  it('never opens over another dialog, and opens once that one is closed', async () => {
    const { user } = await renderOffer({ withOtherDialog: true });
    pointerLeavesWindow();
    await act(() => vi.advanceTimersByTimeAsync(46_000));
    expect(offerDialog()).not.toBeInTheDocument();

    // The blocked timer looks again every few seconds and opens the offer once the quiz is gone.
    await user.click(screen.getByRole('button', { name: 'Close quiz' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Wellness quiz' })).not.toBeInTheDocument(),
    );
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(await screen.findByRole('dialog', { name: offerTitle })).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it.each([
    ['an empty email', '', 'Please enter your email address.'],
    ['an invalid email', 'ada@example', 'Please enter a valid email address, like name@example.com.'],
  ])('explains %s next to the field and changes nothing', async (_label, typed, message) => {
    const { user } = await renderOffer();
    const dialog = await openByLeaving();
    const email = within(dialog).getByRole('textbox', { name: 'Email address' });
    if (typed) await user.type(email, typed);

    await user.click(within(dialog).getByRole('button', { name: 'Get My 10% Off' }));

    expect(email).toHaveAccessibleDescription(message);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(offerDialog()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  async function sendAddress(user: ReturnType<typeof userEvent.setup>, address = 'ada@example.com') {
    const dialog = await openByLeaving();
    const email = within(dialog).getByRole('textbox', { name: 'Email address' });
    await user.type(email, address);
    await user.click(within(dialog).getByRole('button', { name: 'Get My 10% Off' }));
    return { dialog, email };
  }

  it('signs the address up with the consent the shopper read, then welcomes them with the code', async () => {
    const { calls } = answerCallable('subscribeToNewsletter', () => ({
      result: { status: 'subscribed', discountCode: 'WELCOME10' },
    }));
    const { user } = await renderOffer();
    await sendAddress(user, ' ada@example.com ');

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Welcome to Sankofa Wellness!');
    expect(toast).toHaveTextContent(
      'Check your email for your exclusive discount code. Your code: WELCOME10.',
    );
    await waitFor(() => expect(offerDialog()).not.toBeInTheDocument());
    expect(calls).toEqual([
      {
        email: 'ada@example.com',
        source: 'exit-offer',
        consent:
          'By signing up, you agree to receive marketing emails from Sankofa Wellness. You can unsubscribe anytime using the link in any email.',
      },
    ]);
  });

  it('says the button is working, and welcomes no one, until the store has answered', async () => {
    const held = heldReply({ result: { status: 'subscribed', discountCode: 'WELCOME10' } });
    answerCallable('subscribeToNewsletter', held.reply);
    const { user } = await renderOffer();
    const { dialog } = await sendAddress(user);

    const button = await within(dialog).findByRole('button', { name: 'Signing you up…' });
    expect(button).toBeDisabled();
    expect(screen.queryByText('Welcome to Sankofa Wellness!')).not.toBeInTheDocument();

    held.release();
    expect(await screen.findByText('Welcome to Sankofa Wellness!')).toBeInTheDocument();
  });

  it('tells an address already on the list so, kindly, with the code', async () => {
    answerCallable('subscribeToNewsletter', () => ({
      result: { status: 'already-subscribed', discountCode: 'WELCOME10' },
    }));
    const { user } = await renderOffer();
    await sendAddress(user);

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('You are already on our list');
    expect(toast).toHaveTextContent('This address already gets our emails, so nothing changed.');
    expect(toast).toHaveTextContent('Your code: WELCOME10.');
    expect(toast).not.toHaveTextContent('Welcome to');
  });

  it.each([
    [
      'the server refuses the sign-up',
      () => ({
        error: {
          status: 'RESOURCE_EXHAUSTED' as const,
          message: 'Too many sign-ups in a short time. Please try again in an hour.',
        },
      }),
      'Too many sign-ups in a short time. Please try again in an hour.',
    ],
    [
      'a front end rate-limits the sign-up without words',
      () => new Response('Rate exceeded.', { status: 429 }),
      'Too many sign-ups in a short time. Please try again in an hour.',
    ],
    [
      'the store cannot be reached',
      () => 'network-error' as const,
      'We could not reach the store. Please check your internet connection and try again.',
    ],
    [
      'the answer is not a sign-up',
      () => ({ result: { status: 'welcome' } }),
      'We could not sign you up right now. Please try again in a moment.',
    ],
  ])('keeps the dialog and the address when %s, and says why', async (_case, reply, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerCallable('subscribeToNewsletter', reply);
    const { user } = await renderOffer();
    const { dialog, email } = await sendAddress(user);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAccessibleDescription(message);
    await waitFor(() => expect(email).toHaveFocus());
    expect(within(dialog).getByRole('button', { name: 'Get My 10% Off' })).toBeEnabled();
    expect(screen.queryByText('Welcome to Sankofa Wellness!')).not.toBeInTheDocument();
    expect(offerDialog()).toBeInTheDocument();
  });

  it("marks the field when the server refuses the address, in the server's words", async () => {
    answerCallable('subscribeToNewsletter', () => ({
      error: {
        status: 'INVALID_ARGUMENT',
        message: 'Please enter a valid email address, like name@example.com.',
      },
    }));
    const { user } = await renderOffer();
    const { email } = await sendAddress(user, 'ada@example.co');

    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.'),
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue('ada@example.co');
  });
});
