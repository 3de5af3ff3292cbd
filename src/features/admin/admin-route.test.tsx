import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerCallable, heldReply, type CallableReply } from '../../components/testing/callables';
import { pageLoad, renderRoutes } from '../../components/testing/render-routes';
import type { InboxContactMessage } from '../../domain/inbox';
import { signInKeepingSession } from '../../components/testing/signed-in';

const pages = [
  { path: '/', load: async () => ({ Component: () => <h1>Home page</h1> }) },
  { path: '/auth', load: () => import('../auth/auth-route') },
  { path: '/admin', load: () => import('./admin-route') },
];

function contactMessage(overrides: Partial<InboxContactMessage>): InboxContactMessage {
  return {
    id: 'm1',
    reference: 'SW-7K3Q9X',
    name: 'Ada Johnson',
    email: 'ada@example.com',
    subject: 'Order question',
    message: 'When will my order ship?',
    status: 'open',
    createdAt: '2026-03-05T15:30:00.000Z',
    answeredAt: null,
    ...overrides,
  };
}

/** A small inbox that the admin Functions' stand-ins read and change. */
function fakeInbox(messages: InboxContactMessage[]) {
  const listed = answerCallable('listContactMessages', (data) => {
    const { status } = data as { status: 'open' | 'answered' | 'all' };
    return { result: { messages: messages.filter((each) => status === 'all' || each.status === status) } };
  });
  const changed = answerCallable('setContactMessageStatus', (data) => {
    const { id, status } = data as { id: string; status: 'open' | 'answered' };
    const message = messages.find((each) => each.id === id);
    if (!message) return { error: { status: 'NOT_FOUND', message: 'This message no longer exists.' } };
    message.status = status;
    message.answeredAt = status === 'answered' ? '2026-03-06T10:00:00.000Z' : null;
    return { result: { id, status, answeredAt: message.answeredAt } };
  });
  answerCallable('newsletterSummary', () => ({
    result: {
      subscribed: 2,
      unsubscribed: 1,
      newest: [
        { email: 'bea@example.com', source: 'community', subscribedAt: '2026-03-04T12:00:00.000Z' },
        { email: 'ada@example.com', source: 'exit-offer', subscribedAt: '2026-03-01T12:00:00.000Z' },
      ],
    },
  }));
  return { listed: listed.calls, changed: changed.calls };
}

const signInAs = signInKeepingSession;

async function openAdminAsAdmin() {
  await signInAs('admin@example.com', 'admin-password');
  const view = renderRoutes(pages, '/admin');
  await screen.findByRole('heading', { level: 2, name: 'Contact messages' }, pageLoad);
  return { ...view, user: userEvent.setup() };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the admin page', () => {
  it('sends a guest to Login, and back to the admin page after signing in', async () => {
    fakeInbox([]);
    const { router } = renderRoutes(pages, '/admin');
    await screen.findByRole('heading', { level: 1, name: 'Login' }, pageLoad);
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?next=%2Fadmin');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'admin@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'admin-password');
    await user.click(
      within(screen.getByRole('form', { name: 'Login' })).getByRole('button', { name: 'Login' }),
    );

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Contact messages' }, pageLoad),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    // Both lists have loaded: nothing of this test is still on its way when the next one starts.
    await screen.findByText('No open messages. Everything has been answered.', {}, pageLoad);
    await screen.findByRole('table', { name: 'Newest subscribers' }, pageLoad);
  });

  it('tells a signed-in shopper who is not an admin that the page is not for them, and reads nothing', async () => {
    const { listed } = fakeInbox([contactMessage({})]);
    await signInAs('member@example.com', 'member-password');
    renderRoutes(pages, '/admin');

    expect(await screen.findByRole('alert', {}, pageLoad)).toHaveTextContent(
      'You are not allowed to see this page.',
    );
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute('href', '/');
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    expect(listed).toEqual([]);
  });

  it('lists the open messages newest first, and the others on request', async () => {
    const { listed } = fakeInbox([
      contactMessage({ id: 'm2', reference: 'SW-NEWER1', subject: 'Newer question' }),
      contactMessage({ id: 'm1', subject: 'Older question' }),
      contactMessage({ id: 'm0', reference: 'SW-DONE00', subject: 'Answered one', status: 'answered' }),
    ]);
    const { user } = await openAdminAsAdmin();

    const list = await screen.findByRole('list', { name: 'Contact messages' }, pageLoad);
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Newer question',
      'Older question',
    ]);
    expect(cards[0]).toHaveTextContent('SW-NEWER1 · from Ada Johnson <ada@example.com>');
    expect(cards[0]).toHaveTextContent('When will my order ship?');
    expect(within(cards[0]!).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:ada@example\.com\?subject=/),
    );
    expect(listed).toEqual([{ status: 'open' }]);

    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Contact messages' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
    await user.click(screen.getByRole('button', { name: 'Answered' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Contact messages' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(listed).toEqual([{ status: 'open' }, { status: 'all' }, { status: 'answered' }]);
  });

  it('marks a message answered once the store has stored it, and reopens it', async () => {
    const held = heldReply({
      result: { id: 'm1', status: 'answered', answeredAt: '2026-03-06T10:00:00.000Z' },
    });
    fakeInbox([contactMessage({})]);
    const { calls } = answerCallable('setContactMessageStatus', held.reply);
    const { user } = await openAdminAsAdmin();
    const card = (await screen.findAllByRole('listitem', {}, pageLoad))[0]!;
    expect(card).toHaveTextContent('Open');

    await user.click(within(card).getByRole('button', { name: 'Mark answered' }));
    expect(await within(card).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(card).not.toHaveTextContent('Answered');
    held.release();

    expect(await within(card).findByRole('button', { name: 'Reopen' })).toBeEnabled();
    expect(card).toHaveTextContent('Answered');
    expect(screen.getByText('Message SW-7K3Q9X is now answered.')).toBeInTheDocument();
    expect(calls).toEqual([{ id: 'm1', status: 'answered' }]);
  });

  it('says why a message could not be changed, and keeps its status', async () => {
    fakeInbox([contactMessage({ id: 'gone' })]);
    answerCallable('setContactMessageStatus', () => ({
      error: { status: 'NOT_FOUND', message: 'This message no longer exists.' },
    }));
    const { user } = await openAdminAsAdmin();
    const card = (await screen.findAllByRole('listitem', {}, pageLoad))[0]!;

    await user.click(within(card).getByRole('button', { name: 'Mark answered' }));

    expect(await within(card).findByRole('alert')).toHaveTextContent('This message no longer exists.');
    expect(within(card).getByRole('button', { name: 'Mark answered' })).toBeEnabled();
    expect(card).not.toHaveTextContent('Answered');
  });

  it('says when there are no messages', async () => {
    fakeInbox([contactMessage({ status: 'answered' })]);
    await openAdminAsAdmin();
    expect(
      await screen.findByText('No open messages. Everything has been answered.', {}, pageLoad),
    ).toBeInTheDocument();
  });

  it('says so when the messages cannot be loaded, and loads them again on Try again', async () => {
    let refuse = true;
    fakeInbox([contactMessage({})]);
    answerCallable('listContactMessages', (): CallableReply =>
      refuse
        ? { error: { status: 'INTERNAL', message: 'Could not load this right now. Please try again.' } }
        : { result: { messages: [contactMessage({})] } },
    );
    const { user } = await openAdminAsAdmin();
    const section = screen.getByRole('region', { name: 'Contact messages' });

    expect(await within(section).findByRole('alert', {}, pageLoad)).toHaveTextContent(
      'Could not load this right now. Please try again.',
    );
    refuse = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByRole('listitem')).toHaveTextContent('Order question');
  });

  it('shows the newsletter counts and newest sign-ups, and downloads every subscriber as CSV', async () => {
    fakeInbox([]);
    const csv =
      'email,source,subscribed_at,consent\r\nada@example.com,exit-offer,2026-03-01T12:00:00.000Z,I agree\r\n';
    const { calls } = answerCallable('exportNewsletterSubscribers', () => ({ result: { count: 1, csv } }));
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = await openAdminAsAdmin();
    const section = screen.getByRole('region', { name: 'Newsletter' });

    await within(section).findByRole('table', { name: 'Newest subscribers' }, pageLoad);
    expect(section).toHaveTextContent('2 subscribed · 1 unsubscribed');
    const rows = within(within(section).getByRole('table', { name: 'Newest subscribers' })).getAllByRole(
      'row',
    );
    expect(rows[1]).toHaveTextContent('bea@example.comCommunity pageMarch 4, 2026');
    expect(rows[2]).toHaveTextContent('ada@example.comExit offerMarch 1, 2026');

    await user.click(within(section).getByRole('button', { name: 'Download CSV' }));

    expect(await within(section).findByText('Downloaded 1 address.')).toBeInTheDocument();
    expect(calls).toEqual([null]);
    expect(downloads).toEqual([expect.stringMatching(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/)]);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await blobs[0]?.text()).toBe(csv);
  });

  it('lists per product who asked to be told when it is back, newest first, and downloads them all as CSV', async () => {
    fakeInbox([]);
    const request = (productHandle: string, productTitle: string, email: string, requestedAt: string) => ({
      productHandle,
      productTitle,
      email,
      requestedAt,
    });
    answerCallable('backInStockSummary', () => ({
      result: {
        total: 3,
        newest: [
          request(
            'mullein-lung-support',
            'Mullein Lung Support',
            'cy@example.com',
            '2026-03-05T12:00:00.000Z',
          ),
          request(
            'saffron-mood-support',
            'Saffron Mood Support',
            'bea@example.com',
            '2026-03-04T12:00:00.000Z',
          ),
          request(
            'mullein-lung-support',
            'Mullein Lung Support',
            'ada@example.com',
            '2026-03-01T12:00:00.000Z',
          ),
        ],
      },
    }));
    const csv =
      'product,product_handle,email,requested_at\r\nMullein Lung Support,mullein-lung-support,cy@example.com,2026-03-05T12:00:00.000Z\r\n';
    const { calls } = answerCallable('exportBackInStockRequests', () => ({ result: { count: 3, csv } }));
    const blobs: Blob[] = [];
    const downloads: string[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = await openAdminAsAdmin();
    const section = screen.getByRole('region', { name: 'Back-in-stock requests' });

    const mullein = await within(section).findByRole(
      'table',
      { name: 'Who asked for Mullein Lung Support' },
      pageLoad,
    );
    expect(section).toHaveTextContent('3 requests for sold-out products');
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Mullein Lung Support · 2 requests', 'Saffron Mood Support · 1 request']);
    expect(within(section).getByRole('link', { name: 'Mullein Lung Support' })).toHaveAttribute(
      'href',
      '/products/mullein-lung-support',
    );
    const rows = within(mullein).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'EmailAsked on',
      'cy@example.comMarch 5, 2026',
      'ada@example.comMarch 1, 2026',
    ]);
    expect(
      within(within(section).getByRole('table', { name: 'Who asked for Saffron Mood Support' })).getAllByRole(
        'row',
      )[1],
    ).toHaveTextContent('bea@example.comMarch 4, 2026');

    await user.click(within(section).getByRole('button', { name: 'Download CSV' }));

    expect(await within(section).findByText('Downloaded 3 requests.')).toBeInTheDocument();
    expect(calls).toEqual([null]);
    expect(downloads).toEqual([expect.stringMatching(/^back-in-stock-requests-\d{4}-\d{2}-\d{2}\.csv$/)]);
    expect(await blobs[0]?.text()).toBe(csv);
  });

  it('says when no one has asked for a sold-out product, and why the requests cannot be shown', async () => {
    fakeInbox([]);
    let refuse = true;
    answerCallable('backInStockSummary', () =>
      refuse
        ? { error: { status: 'INTERNAL', message: 'Could not load this right now. Please try again.' } }
        : { result: { total: 0, newest: [] } },
    );
    const { user } = await openAdminAsAdmin();
    const section = screen.getByRole('region', { name: 'Back-in-stock requests' });

    expect(await within(section).findByRole('alert', {}, pageLoad)).toHaveTextContent(
      'Could not load this right now. Please try again.',
    );
    refuse = false;
    await user.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(
      await within(section).findByText('No one has asked to be told when a product is back.'),
    ).toBeInTheDocument();
  });

  it('leads to the community page for the list refresh', async () => {
    fakeInbox([]);
    await openAdminAsAdmin();
    expect(screen.getByRole('link', { name: 'Refresh the community lists' })).toHaveAttribute(
      'href',
      '/community',
    );
  });

  it('shows the storefront events the shop received, newest first, with their products and words', async () => {
    fakeInbox([]);
    const { sendStorefrontEvent } = await import('../../lib/shopify/storefront-events');
    const { testProduct } = await import('../../components/testing/test-product');
    const context = {
      shop: { id: 'gid://shopify/Shop/1', paymentSettings: { currencyCode: 'USD' as const } },
      choices: { analytics: true, marketing: false, preferences: false, saleOfData: false },
      region: 'decline-any-time' as const,
    };
    await sendStorefrontEvent({ name: 'product-view', product: testProduct() }, context);
    await sendStorefrontEvent({ name: 'search', searchString: 'turmeric' }, context);

    await openAdminAsAdmin();
    const section = screen.getByRole('region', { name: 'Recent storefront events' });
    const table = await within(section).findByRole('table', { name: 'Recent storefront events' }, pageLoad);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/^Search.*“turmeric”/);
    expect(rows[2]).toHaveTextContent(/^Product view.*Test Tonic × 1 at \$199\.99/);
    expect(within(section).getByRole('link', { name: /Analytics in the Shopify admin/ })).toHaveAttribute(
      'href',
      'https://admin.shopify.com/store/sankofa-wellness/analytics',
    );
  });
});
