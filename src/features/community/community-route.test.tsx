import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetFirebaseMock, type CommunityListName } from '../../../mocks/firebase';
import { server } from '../../../mocks/node';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import { failSanityQueries } from '../../components/testing/sanity-failure';
import { answerCallable, heldReply } from '../../components/testing/callables';
import { loadLazyParts } from '../../components/testing/lazy-parts';
import { signInKeepingSession } from '../../components/testing/signed-in';

// What the page loads only when it is used (the sign-up's and the refresh's Functions, the admin
// check, the toasts) is compiled here first: the waits below are then for the page and the mock
// backends, never for a busy machine compiling a library within Testing Library's one second.
// The mock backends load their parts on the first request the same way. Loading is done once,
// however long a busy machine takes to compile it (hence the hook's own time).
beforeAll(
  () =>
    loadLazyParts(
      import('./community-route'),
      import('../../lib/firebase/auth'),
      import('../../lib/firebase/newsletter'),
      import('../../lib/firebase/functions'),
      import('../../lib/firebase/firestore'),
      import('../../components/toaster'),
      import('../../../mocks/firebase/auth-api'),
      import('../../../mocks/firebase/firestore-api'),
      import('../../../mocks/firebase/callables'),
      import('../../../mocks/firebase/refresh-callables'),
    ),
  60_000,
);

/**
 * One section of the page. Role queries are asked within it, not across the whole page: each
 * query computes the accessible name of every candidate, which over the whole page took seconds
 * on a busy machine (longer than the waits), and the waits repeat it on every change.
 */
const region = (name: string) => screen.getByRole('region', { name });
const stayConnected = () => within(region('Stay Connected'));

async function openCommunityPage() {
  renderRoutes([{ path: '/community', load: () => import('./community-route') }], '/community');
  await screen.findByRole('heading', { level: 1, name: 'Our Community, Our Wellness' }, pageLoad);
  return { user: userEvent.setup() };
}

async function subscribe(user: UserEvent, email: string) {
  await user.click(stayConnected().getByRole('textbox', { name: 'Email address' }));
  await user.paste(email);
  await user.click(stayConnected().getByRole('button', { name: 'Subscribe' }));
}

describe('community page', () => {
  it('shares five success stories', async () => {
    await openCommunityPage();

    const stories = screen.getByRole('region', { name: 'Success Stories' });
    const cards = within(stories).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const [first] = cards;
    expect(within(first!).getByRole('heading', { level: 3, name: 'Denise W.' })).toBeInTheDocument();
    expect(within(first!).getByText('Atlanta, GA')).toBeInTheDocument();
    expect(within(first!).getByText('Blood Sugar Support')).toBeInTheDocument();
    expect(within(first!).getByText(/6 months/)).toBeInTheDocument();
    expect(within(first!).getByText(/prediabetes/)).toBeInTheDocument();
    expect(document.title).toBe('Our Community, Our Wellness | Sankofa Wellness');
  });

  it('lists the newest entries of each list for every visitor, without refresh buttons', async () => {
    await openCommunityPage();

    for (const title of ['Events & Screenings', 'Caregiver Resources', 'Support Groups']) {
      const list = await screen.findByRole('list', { name: title }, pageLoad);
      const entries = Array.from(list.children);
      expect(entries.length, title).toBeGreaterThan(0);
      expect(entries.length, title).toBeLessThanOrEqual(12);
    }
    expect(screen.queryByRole('button', { name: /^Update / })).not.toBeInTheDocument();
  });

  it.each([
    ['health_events', 'Events & Screenings', 'No events found.'],
    ['caregiver_resources', 'Caregiver Resources', 'No caregiver resources found.'],
    ['support_groups', 'Support Groups', 'No support groups found.'],
  ] as const)('shows %s empty, without the admin hint, to a visitor', async (list, title, empty) => {
    resetFirebaseMock({ emptyLists: [list] });
    await openCommunityPage();

    const section = screen.getByRole('region', { name: title });
    expect(await within(section).findByText(empty, {}, pageLoad)).toBeInTheDocument();
    expect(within(section).queryByText(/Admins:/)).not.toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says so when a list cannot be read, and reads it again on request', async () => {
    let refused = true;
    server.use(
      http.post(/documents:runQuery$/, () =>
        refused
          ? HttpResponse.json([{ error: { code: 503, status: 'UNAVAILABLE', message: 'Try later' } }], {
              status: 503,
            })
          : undefined,
      ),
    );
    const { user } = await openCommunityPage();
    const section = screen.getByRole('region', { name: 'Support Groups' });
    expect(
      await within(section).findByText(/We could not load Support Groups/, {}, pageLoad),
    ).toBeInTheDocument();

    refused = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));

    expect((await within(section).findAllByRole('listitem', {}, pageLoad)).length).toBeGreaterThan(0);
  });

  describe('for an admin', () => {
    async function openAsAdmin(options: { emptyLists?: CommunityListName[] } = {}) {
      resetFirebaseMock(options);
      await signInKeepingSession('admin@example.com', 'admin-password');
      const view = await openCommunityPage();
      await within(region('Events & Screenings')).findByRole('button', { name: 'Update Events' }, pageLoad);
      return view;
    }

    it('refreshes a list: busy button, the spec toast with the count, the new entries listed', async () => {
      const { user } = await openAsAdmin();
      const section = screen.getByRole('region', { name: 'Support Groups' });
      const before = (await within(section).findAllByRole('listitem', {}, pageLoad)).map(
        (item) => item.textContent,
      );

      const update = within(section).getByRole('button', { name: 'Update Groups' });
      await user.click(update);

      expect(update).toBeDisabled();
      const toast = await screen.findByText('Groups Updated', {}, pageLoad);
      expect(toast.parentElement).toHaveTextContent(/Successfully fetched [1-9]\d* new support groups?\./);
      await waitFor(() =>
        expect(
          within(section)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ).not.toEqual(before),
      );
      expect(update).toBeEnabled();

      // The feeds have nothing newer: the toast says so in words, with no "0 new".
      await user.click(update);
      const upToDate = await screen.findByText('Groups Up to Date', {}, pageLoad);
      expect(upToDate.parentElement).toHaveTextContent(
        'No new support groups found. The list is up to date.',
      );
    });

    it('offers "Fetch … Now" and the hint in an empty list', async () => {
      const { user } = await openAsAdmin({ emptyLists: ['caregiver_resources'] });
      const section = screen.getByRole('region', { name: 'Caregiver Resources' });
      expect(
        await within(section).findByText(/Admins: click Update Resources/, {}, pageLoad),
      ).toBeInTheDocument();

      await user.click(within(section).getByRole('button', { name: 'Fetch Resources Now' }));

      const toast = await screen.findByText('Resources Updated', {}, pageLoad);
      expect(toast.parentElement).toHaveTextContent(
        /Successfully fetched [1-9]\d* new caregiver resources?\./,
      );
      expect((await within(section).findAllByRole('listitem', {}, pageLoad)).length).toBeGreaterThan(0);
    });

    it('says "Access Denied" when the server refuses the role', async () => {
      server.use(
        http.post(/\/us-central1\/fetchHealthEvents$/, () =>
          HttpResponse.json(
            {
              error: {
                status: 'PERMISSION_DENIED',
                message: 'Only administrators can refresh the community lists.',
              },
            },
            { status: 403 },
          ),
        ),
      );
      const { user } = await openAsAdmin();

      await user.click(within(region('Events & Screenings')).getByRole('button', { name: 'Update Events' }));

      const toast = await screen.findByText('Access Denied', {}, pageLoad);
      expect(toast.parentElement).toHaveTextContent('Only administrators can refresh events.');
    });

    it('says "Update Failed" with the reason when the refresh fails', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      server.use(
        http.post(/\/us-central1\/fetchCaregiverResources$/, () =>
          HttpResponse.json(
            { error: { status: 'INTERNAL', message: 'Could not refresh the list. Please try again later.' } },
            { status: 500 },
          ),
        ),
      );
      const { user } = await openAsAdmin();

      await user.click(
        within(region('Caregiver Resources')).getByRole('button', { name: 'Update Resources' }),
      );

      const toast = await screen.findByText('Update Failed', {}, pageLoad);
      expect(toast.parentElement).toHaveTextContent('Could not refresh the list. Please try again later.');
      expect(console.error).toHaveBeenCalledWith('Refreshing caregiver_resources failed', expect.anything());
    });
  });

  it('signs a shopper up, and thanks them only once the store has answered', async () => {
    const held = heldReply({ result: { status: 'subscribed', discountCode: 'WELCOME10' } });
    const { calls } = answerCallable('subscribeToNewsletter', held.reply);
    const { user } = await openCommunityPage();
    const consent = screen.getByText(/^By subscribing, you agree to receive emails from Sankofa Wellness\./);

    await subscribe(user, 'ada@example.com');

    expect(await stayConnected().findByRole('button', { name: 'Subscribing…' })).toBeDisabled();
    expect(screen.queryByText(/Thank you for staying connected!/)).not.toBeInTheDocument();
    held.release();

    const thanks = await stayConnected().findByRole('alert');
    expect(thanks).toHaveTextContent(/Thank you for staying connected!/);
    expect(thanks).toHaveTextContent('Your code: WELCOME10.');
    expect(thanks).toHaveFocus();
    expect(stayConnected().queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    expect(calls).toEqual([{ email: 'ada@example.com', source: 'community', consent: consent.textContent }]);
  });

  it('tells a shopper already on the list so', async () => {
    answerCallable('subscribeToNewsletter', () => ({
      result: { status: 'already-subscribed', discountCode: 'WELCOME10' },
    }));
    const { user } = await openCommunityPage();

    await subscribe(user, 'ada@example.com');

    const thanks = await stayConnected().findByRole('alert');
    expect(thanks).toHaveTextContent('You are already on our list');
    expect(thanks).not.toHaveTextContent(/Thank you for staying connected!/);
  });

  it.each([
    [
      'refuses',
      () => ({
        error: {
          status: 'INTERNAL' as const,
          message: 'We could not sign you up right now. Please try again in a moment.',
        },
      }),
      'We could not sign you up right now. Please try again in a moment.',
    ],
    [
      'cannot be reached',
      () => 'network-error' as const,
      'We could not reach the store. Please check your internet connection and try again.',
    ],
    [
      'answers in another shape',
      () => ({ result: { status: 'subscribed' } }),
      'We could not sign you up right now. Please try again in a moment.',
    ],
  ])('keeps the address and says why when the store %s', async (_case, reply, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerCallable('subscribeToNewsletter', reply);
    const { user } = await openCommunityPage();

    await subscribe(user, 'ada@example.com');

    expect(await stayConnected().findByRole('alert')).toHaveTextContent(message);
    const email = stayConnected().getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveValue('ada@example.com');
    expect(email).toHaveAccessibleDescription(message);
    await waitFor(() => expect(email).toHaveFocus());
    expect(stayConnected().getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(screen.queryByText(/Thank you for staying connected!/)).not.toBeInTheDocument();
  });

  it('shows what to fix when the email address is missing or mistyped', async () => {
    const { user } = await openCommunityPage();
    const email = stayConnected().getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();

    await user.click(stayConnected().getByRole('button', { name: 'Subscribe' }));
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    expect(email).toHaveFocus();

    await subscribe(user, 'ada@example');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address, like name@example.com.');
    expect(screen.queryByText(/Thank you for staying connected!/)).not.toBeInTheDocument();
  });

  it('takes at most 254 characters for the email address, however they arrive', async () => {
    const { user } = await openCommunityPage();
    const email = stayConnected().getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveAttribute('maxLength', '254');
    // A script (or a browser that ignores maxLength) can still put more in: the check refuses it.
    fireEvent.change(email, { target: { value: `${'a'.repeat(10_000)}@example.com` } });
    await user.click(stayConnected().getByRole('button', { name: 'Subscribe' }));
    expect(email).toHaveAccessibleDescription('Please keep your email address to at most 254 characters.');
    expect(screen.queryByText(/Thank you for staying connected!/)).not.toBeInTheDocument();
  });

  it('says so when the content cannot be loaded', async () => {
    failSanityQueries('"communityPage"');
    renderRoutes([{ path: '/community', load: () => import('./community-route') }], '/community');

    expect(await screen.findByText("We couldn't load this page", {}, pageLoad)).toBeInTheDocument();
  });
});
