/**
 * A sold-out product's "Notify me" over a memory store: what a request keeps, that a repeated one
 * keeps nothing more, what it refuses, the rate limits, and that nothing is mailed.
 */
import { describe, expect, it } from 'vitest';
import { emailAddressProblem } from '../../../src/domain/email-address';
import { refusal, testInboxContext } from '../test-support/inbox-context.js';
import { backInStockMessages, backInStockRequestId, requestBackInStockNotice } from './index.js';

const request = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  productHandle: 'mullein-lung-support',
  productTitle: 'Mullein Lung Support',
  ...overrides,
});

describe('requestBackInStockNotice', () => {
  it('keeps the address for the product, once, and mails nothing', async () => {
    const { context, memory } = testInboxContext();
    await expect(requestBackInStockNotice(request('  Ada@Example.com '), context)).resolves.toEqual({
      status: 'requested',
    });

    const id = await backInStockRequestId('mullein-lung-support', 'ada@example.com');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(memory.documents('back_in_stock_requests')).toEqual([
      {
        id,
        data: {
          email: 'ada@example.com',
          productHandle: 'mullein-lung-support',
          productTitle: 'Mullein Lung Support',
          requestedAt: new Date('2026-03-02T10:00:00.000Z'),
        },
      },
    ]);
    expect(memory.documents('mail')).toEqual([]);
  });

  it('answers already-requested for the same product and address, however written, and changes nothing', async () => {
    const { context, memory, clock } = testInboxContext();
    await requestBackInStockNotice(request('ada@example.com'), context);
    const before = memory.documents('back_in_stock_requests');
    clock.now = new Date('2026-03-02T10:05:00.000Z');

    await expect(requestBackInStockNotice(request('ADA@example.com '), context)).resolves.toEqual({
      status: 'already-requested',
    });
    expect(memory.documents('back_in_stock_requests')).toEqual(before);
  });

  it('keeps one request per product: the same address for another product is a request of its own', async () => {
    const { context, memory } = testInboxContext();
    await requestBackInStockNotice(request('ada@example.com'), context);
    await expect(
      requestBackInStockNotice(
        request('ada@example.com', {
          productHandle: 'saffron-mood-support',
          productTitle: '  Saffron Mood Support ',
        }),
        context,
      ),
    ).resolves.toEqual({ status: 'requested' });
    expect(
      memory
        .documents('back_in_stock_requests')
        .map(({ data }) => [data.productHandle, data.productTitle])
        .sort(),
    ).toEqual([
      ['mullein-lung-support', 'Mullein Lung Support'],
      ['saffron-mood-support', 'Saffron Mood Support'],
    ]);
  });

  it.each(['', 'ada', 'ada@', `${'a'.repeat(250)}@example.com`, 'ada example@example.com'])(
    'refuses the address %j with the browser’s own message, keeping nothing',
    async (email) => {
      const { context, memory } = testInboxContext();
      expect(await refusal(requestBackInStockNotice(request(email), context))).toEqual({
        code: 'invalid-argument',
        message: emailAddressProblem(email),
        details: undefined,
      });
      expect(memory.writes).toEqual([]);
    },
  );

  it.each<[string, unknown]>([
    ['nothing', null],
    ['a list', [request('ada@example.com')]],
    ['an unknown key', { ...request('ada@example.com'), admin: true }],
    ['a number for the email', request(42 as unknown as string)],
    ['no product', { email: 'ada@example.com' }],
    ['a handle that names a path', request('ada@example.com', { productHandle: '../user_roles/admin' })],
    ['a handle in capitals', request('ada@example.com', { productHandle: 'Mullein' })],
    ['an empty handle', request('ada@example.com', { productHandle: '' })],
    ['a handle over 255 characters', request('ada@example.com', { productHandle: 'a'.repeat(256) })],
    ['an empty title', request('ada@example.com', { productTitle: '  ' })],
    ['a title over 255 characters', request('ada@example.com', { productTitle: 'x'.repeat(256) })],
    ['a title on two lines', request('ada@example.com', { productTitle: 'Mullein\nFREE' })],
  ])('refuses %s as unreadable, keeping nothing', async (_label, data) => {
    const { context, memory } = testInboxContext();
    expect(await refusal(requestBackInStockNotice(data, context))).toEqual({
      code: 'invalid-argument',
      message: backInStockMessages.unreadable,
      details: undefined,
    });
    expect(memory.writes).toEqual([]);
  });

  it('takes five requests per mailbox an hour; the sixth is refused and keeps nothing', async () => {
    const { context, memory, clock } = testInboxContext();
    const spellings = ['jane@gmail.com', 'j.ane@gmail.com', 'jane+1@gmail.com', 'Jane@googlemail.com'];
    for (const email of [...spellings, 'jane@gmail.com']) {
      await requestBackInStockNotice(request(email), context);
    }
    const written = memory.writes.length;

    expect(
      await refusal(
        requestBackInStockNotice(request('ja.ne+2@gmail.com', { productHandle: 'saffron' }), context),
      ),
    ).toEqual({
      code: 'resource-exhausted',
      message: 'Too many requests for stock notices in a short time. Please try again in an hour.',
      details: undefined,
    });
    expect(memory.writes).toHaveLength(written);

    clock.now = new Date('2026-03-02T11:00:00.000Z');
    await expect(
      requestBackInStockNotice(request('jane@gmail.com', { productHandle: 'saffron' }), context),
    ).resolves.toEqual({ status: 'requested' });
  });

  it('takes ten requests per client an hour, whatever the addresses', async () => {
    const { context, memory } = testInboxContext();
    for (let call = 0; call < 10; call += 1) {
      await requestBackInStockNotice(request(`shopper${call}@example.com`), context);
    }
    expect(await refusal(requestBackInStockNotice(request('eleventh@example.com'), context))).toMatchObject({
      code: 'resource-exhausted',
    });
    expect(memory.documents('back_in_stock_requests')).toHaveLength(10);

    const otherClient = { ...context, client: '198.51.100.2' };
    await expect(requestBackInStockNotice(request('eleventh@example.com'), otherClient)).resolves.toEqual({
      status: 'requested',
    });
  });

  it('answers its internal message when the store fails, keeping nothing, and logs the cause', async () => {
    const { context, logged, memory } = testInboxContext();
    const broken = {
      ...context,
      store: { ...context.store, transaction: () => Promise.reject(new Error('Firestore unavailable')) },
    };
    expect(await refusal(requestBackInStockNotice(request('ada@example.com'), broken))).toEqual({
      code: 'internal',
      message: 'We could not keep your request right now. Please try again in a moment.',
      details: undefined,
    });
    expect(memory.writes).toEqual([]);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'error', detail: expect.stringContaining('Firestore unavailable') }),
    );
  });
});
