/**
 * The admin inbox core over a memory store: who may call it, the message list and its status,
 * the newsletter's summary and its CSV export, and the back-in-stock requests and theirs.
 */
import { describe, expect, it } from 'vitest';
import type { InboxCallable } from '../inbox-callables.js';
import { backInStockRequestId, requestBackInStockNotice } from '../back-in-stock/index.js';
import { sendContactMessage } from '../contact/index.js';
import {
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  unsubscribeToken,
  subscriberId,
} from '../newsletter/index.js';
import { refusal, testInboxContext, testSettings } from '../test-support/inbox-context.js';
import {
  adminInboxMessages,
  backInStockSummary,
  csvCell,
  exportBackInStockRequests,
  csvText,
  exportNewsletterSubscribers,
  listContactMessages,
  newsletterSummary,
  setContactMessageStatus,
} from './index.js';

const adminCallables: Array<[string, InboxCallable, unknown]> = [
  ['listContactMessages', listContactMessages, null],
  ['setContactMessageStatus', setContactMessageStatus, { id: 'abc', status: 'answered' }],
  ['newsletterSummary', newsletterSummary, null],
  ['exportNewsletterSubscribers', exportNewsletterSubscribers, null],
  ['backInStockSummary', backInStockSummary, null],
  ['exportBackInStockRequests', exportBackInStockRequests, null],
];

/** Three messages an hour apart, from three clients (the rate limits are not under test here). */
async function withMessages() {
  const setup = testInboxContext({ uid: 'admin-uid' });
  const references: string[] = [];
  for (const [index, name] of ['Ada', 'Grace', 'Katherine'].entries()) {
    setup.clock.now = new Date(Date.UTC(2026, 2, 2, 10 + index));
    const { reference } = await sendContactMessage(
      {
        name,
        email: `${name.toLowerCase()}@example.com`,
        subject: `Question ${index + 1}`,
        message: 'Hello',
      },
      { ...setup.context, client: `client-${index}` },
    );
    references.push(reference);
  }
  return { ...setup, references };
}

describe.each(adminCallables)('%s', (_name, callable, data) => {
  it('asks a guest to sign in as an administrator, reading nothing', async () => {
    const { context } = testInboxContext({ uid: null });
    expect(await refusal(callable(data, context))).toEqual({
      code: 'unauthenticated',
      message: 'Sign in as an administrator to see this.',
    });
  });

  it('refuses a signed-in shopper who is not an admin', async () => {
    const { context } = testInboxContext({ uid: 'member-uid' });
    expect(await refusal(callable(data, context))).toEqual({
      code: 'permission-denied',
      message: 'Only administrators can see messages and subscribers.',
    });
  });

  it('refuses input it does not take, even from an admin', async () => {
    const { context } = testInboxContext({ uid: 'admin-uid' });
    expect(await refusal(callable({ everything: true }, context))).toEqual({
      code: 'invalid-argument',
      message: adminInboxMessages.unreadable,
    });
  });

  it('answers the inbox’s internal message when the store fails', async () => {
    const { context } = testInboxContext({ uid: 'admin-uid' });
    const failing = () => Promise.reject(new Error('unavailable'));
    const broken = { ...context, store: { transaction: failing, query: failing, count: failing } };
    const input = _name === 'setContactMessageStatus' ? data : null;
    expect(await refusal(callable(input, broken))).toEqual({
      code: 'internal',
      message: 'Could not load this right now. Please try again.',
    });
  });
});

describe('listContactMessages', () => {
  it('lists the messages newest first, with ISO times', async () => {
    const { context, references } = await withMessages();
    const { messages } = await listContactMessages(null, context);
    expect(messages.map((message) => message.reference)).toEqual([...references].reverse());
    expect(messages[0]).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      reference: references[2],
      name: 'Katherine',
      email: 'katherine@example.com',
      subject: 'Question 3',
      message: 'Hello',
      status: 'open',
      createdAt: '2026-03-02T12:00:00.000Z',
      answeredAt: null,
    });
  });

  it('filters by status and limits the count', async () => {
    const { context } = await withMessages();
    const { messages } = await listContactMessages({}, context);
    await setContactMessageStatus({ id: messages[1]?.id, status: 'answered' }, context);

    const answered = await listContactMessages({ status: 'answered' }, context);
    expect(answered.messages.map((message) => message.name)).toEqual(['Grace']);
    const open = await listContactMessages({ status: 'open', limit: 1 }, context);
    expect(open.messages.map((message) => message.name)).toEqual(['Katherine']);
    expect((await listContactMessages({ status: 'all', limit: 100 }, context)).messages).toHaveLength(3);
  });

  it.each([{ limit: 0 }, { limit: 101 }, { limit: 2.5 }, { status: 'spam' }, 'all'])(
    'refuses %j',
    async (data) => {
      const { context } = testInboxContext({ uid: 'admin-uid' });
      expect(await refusal(listContactMessages(data, context))).toMatchObject({ code: 'invalid-argument' });
    },
  );
});

describe('setContactMessageStatus', () => {
  it('marks a message answered with the time, and open again', async () => {
    const { context, clock, memory } = await withMessages();
    const [newest] = (await listContactMessages(null, context)).messages;
    const id = newest?.id ?? '';
    clock.now = new Date('2026-03-03T09:30:00.000Z');
    await expect(setContactMessageStatus({ id, status: 'answered' }, context)).resolves.toEqual({
      id,
      status: 'answered',
      answeredAt: '2026-03-03T09:30:00.000Z',
    });
    clock.now = new Date('2026-03-04T09:30:00.000Z');
    await expect(setContactMessageStatus({ id, status: 'answered' }, context)).resolves.toEqual({
      id,
      status: 'answered',
      answeredAt: '2026-03-03T09:30:00.000Z',
    });
    await expect(setContactMessageStatus({ id, status: 'open' }, context)).resolves.toEqual({
      id,
      status: 'open',
      answeredAt: null,
    });
    expect(memory.get('contact_messages', id)).toMatchObject({
      name: 'Katherine',
      status: 'open',
      answeredAt: null,
    });
  });

  it('says a message that does not exist no longer exists, writing nothing', async () => {
    const { context, memory } = testInboxContext({ uid: 'admin-uid' });
    expect(
      await refusal(setContactMessageStatus({ id: 'NoSuchMessage', status: 'answered' }, context)),
    ).toEqual({
      code: 'not-found',
      message: 'This message no longer exists.',
    });
    expect(memory.writes).toEqual([]);
  });

  it.each([
    { id: '../user_roles/admin-uid', status: 'answered' },
    { id: 'abc', status: 'deleted' },
    { id: '', status: 'open' },
    { id: 'abc' },
  ])('refuses %j', async (data) => {
    const { context } = testInboxContext({ uid: 'admin-uid' });
    expect(await refusal(setContactMessageStatus(data, context))).toMatchObject({ code: 'invalid-argument' });
  });
});

describe('the newsletter for admins', () => {
  async function withSubscribers() {
    const setup = testInboxContext({ uid: 'admin-uid' });
    const signUps = [
      ['ada@example.com', 'footer', 'I agree.'],
      ['=cmd|"/c calc"!A1@example.com', 'exit-offer', '+1 "yes", please'],
      ['grace@example.com', 'community', ''],
      ['left@example.com', 'footer', 'I agree.'],
    ] as const;
    for (const [index, [email, source, consent]] of signUps.entries()) {
      setup.clock.now = new Date(Date.UTC(2026, 2, 1 + index, 9));
      setup.memory.put('newsletter_subscribers', await subscriberId(email), {
        email,
        status: 'subscribed',
        source,
        consent,
        subscribedAt: setup.clock.now,
        unsubscribedAt: null,
      });
    }
    const token = await unsubscribeToken(
      await subscriberId('left@example.com'),
      testSettings.unsubscribeSecret,
    );
    await unsubscribeFromNewsletter({ token }, setup.context);
    return setup;
  }

  it('summarises the list: counts and the newest subscribed, newest first', async () => {
    const { context } = await withSubscribers();
    await expect(newsletterSummary(null, context)).resolves.toEqual({
      subscribed: 3,
      unsubscribed: 1,
      newest: [
        { email: 'grace@example.com', source: 'community', subscribedAt: '2026-03-03T09:00:00.000Z' },
        {
          email: '=cmd|"/c calc"!A1@example.com',
          source: 'exit-offer',
          subscribedAt: '2026-03-02T09:00:00.000Z',
        },
        { email: 'ada@example.com', source: 'footer', subscribedAt: '2026-03-01T09:00:00.000Z' },
      ],
    });
  });

  it('shows at most the ten newest', async () => {
    const { context } = testInboxContext({ uid: 'admin-uid' });
    for (let index = 0; index < 12; index += 1) {
      await subscribeToNewsletter(
        { email: `shopper${index}@example.com`, source: 'footer', consent: 'Yes' },
        { ...context, client: `client-${index}` },
      );
    }
    const summary = await newsletterSummary(null, context);
    expect(summary.subscribed).toBe(12);
    expect(summary.newest).toHaveLength(10);
  });

  it('exports every subscribed address as CSV, quoted and safe from formulas', async () => {
    const { context } = await withSubscribers();
    const { count, csv } = await exportNewsletterSubscribers(null, context);
    expect(count).toBe(3);
    expect(csv).toBe(
      'email,source,subscribed_at,consent\r\n' +
        'grace@example.com,community,2026-03-03T09:00:00.000Z,\r\n' +
        `"'=cmd|""/c calc""!A1@example.com",exit-offer,2026-03-02T09:00:00.000Z,"'+1 ""yes"", please"\r\n` +
        'ada@example.com,footer,2026-03-01T09:00:00.000Z,I agree.\r\n',
    );
  });
});

describe('the back-in-stock requests for admins', () => {
  /** Four requests a day apart for two products, stored as the Function keeps them. */
  async function withRequests() {
    const setup = testInboxContext({ uid: 'admin-uid' });
    const requests = [
      ['ada@example.com', 'mullein-lung-support', 'Mullein Lung Support'],
      ['bea@example.com', 'saffron-mood-support', 'Saffron Mood Support'],
      ['=cmd|"/c calc"!a1@example.com', 'mullein-lung-support', 'Mullein Lung Support'],
      ['cy@example.com', 'mullein-lung-support', 'Mullein Lung Support'],
    ] as const;
    for (const [index, [email, productHandle, productTitle]] of requests.entries()) {
      setup.memory.put('back_in_stock_requests', await backInStockRequestId(productHandle, email), {
        email,
        productHandle,
        productTitle,
        requestedAt: new Date(Date.UTC(2026, 2, 1 + index, 9)),
      });
    }
    return setup;
  }

  it('lists a request as the shopper’s Function kept it', async () => {
    const { context } = testInboxContext({ uid: 'admin-uid' });
    await requestBackInStockNotice(
      {
        email: 'Ada@Example.com',
        productHandle: 'mullein-lung-support',
        productTitle: 'Mullein Lung Support',
      },
      context,
    );
    await expect(backInStockSummary({}, context)).resolves.toEqual({
      total: 1,
      newest: [
        {
          productHandle: 'mullein-lung-support',
          productTitle: 'Mullein Lung Support',
          email: 'ada@example.com',
          requestedAt: '2026-03-02T10:00:00.000Z',
        },
      ],
    });
  });

  it('lists who asked for which product and when, newest first, with the count', async () => {
    const { context } = await withRequests();
    await expect(backInStockSummary(null, context)).resolves.toEqual({
      total: 4,
      newest: [
        {
          productHandle: 'mullein-lung-support',
          productTitle: 'Mullein Lung Support',
          email: 'cy@example.com',
          requestedAt: '2026-03-04T09:00:00.000Z',
        },
        {
          productHandle: 'mullein-lung-support',
          productTitle: 'Mullein Lung Support',
          email: '=cmd|"/c calc"!a1@example.com',
          requestedAt: '2026-03-03T09:00:00.000Z',
        },
        {
          productHandle: 'saffron-mood-support',
          productTitle: 'Saffron Mood Support',
          email: 'bea@example.com',
          requestedAt: '2026-03-02T09:00:00.000Z',
        },
        {
          productHandle: 'mullein-lung-support',
          productTitle: 'Mullein Lung Support',
          email: 'ada@example.com',
          requestedAt: '2026-03-01T09:00:00.000Z',
        },
      ],
    });
  });

  it('lists at most the hundred newest, and counts them all', async () => {
    const { context, memory } = testInboxContext({ uid: 'admin-uid' });
    for (let index = 0; index < 102; index += 1) {
      memory.put('back_in_stock_requests', `request-${index}`, {
        email: `shopper${index}@example.com`,
        productHandle: 'mullein-lung-support',
        productTitle: 'Mullein Lung Support',
        requestedAt: new Date(Date.UTC(2026, 2, 1, 0, index)),
      });
    }
    const summary = await backInStockSummary(null, context);
    expect(summary.total).toBe(102);
    expect(summary.newest).toHaveLength(100);
    expect(summary.newest[0]?.email).toBe('shopper101@example.com');
  });

  it('exports every request as CSV, newest first, quoted and safe from formulas', async () => {
    const { context } = await withRequests();
    const { count, csv } = await exportBackInStockRequests(null, context);
    expect(count).toBe(4);
    expect(csv).toBe(
      'product,product_handle,email,requested_at\r\n' +
        'Mullein Lung Support,mullein-lung-support,cy@example.com,2026-03-04T09:00:00.000Z\r\n' +
        `Mullein Lung Support,mullein-lung-support,"'=cmd|""/c calc""!a1@example.com",2026-03-03T09:00:00.000Z\r\n` +
        'Saffron Mood Support,saffron-mood-support,bea@example.com,2026-03-02T09:00:00.000Z\r\n' +
        'Mullein Lung Support,mullein-lung-support,ada@example.com,2026-03-01T09:00:00.000Z\r\n',
    );
  });
});

describe('CSV cells', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@here', "'@here"],
    ['\tindented', "'\tindented"],
    ['\rreturn', `"'\rreturn"`],
    ['a=b', 'a=b'],
    ['', ''],
  ])('writes %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('ends every row with CRLF', () => {
    expect(
      csvText([
        ['a', 'b'],
        ['c', 'd'],
      ]),
    ).toBe('a,b\r\nc,d\r\n');
  });
});
