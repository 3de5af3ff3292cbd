/**
 * The newsletter core over a memory store: what a sign-up writes and mails, what a repeated one
 * does not, the rate limits, and the unsubscribe link that only the store can make.
 */
import { describe, expect, it } from 'vitest';
import { emailAddressProblem } from '../../../src/domain/email-address';
import { refusal, testInboxContext, testSettings } from '../test-support/inbox-context.js';
import {
  newsletterMessages,
  subscribeToNewsletter,
  subscriberId,
  subscriberIdOfToken,
  unsubscribeFromNewsletter,
  unsubscribeToken,
} from './index.js';

const consent = 'Yes, send me wellness tips and offers. I can unsubscribe at any time.';
const signUp = (email: string, overrides: Record<string, unknown> = {}) => ({
  email,
  source: 'footer',
  consent,
  ...overrides,
});

describe('subscribeToNewsletter', () => {
  it('subscribes a new address once, with one welcome mail carrying the code and a working unsubscribe link', async () => {
    const { context, memory } = testInboxContext();
    await expect(subscribeToNewsletter(signUp('  Ada@Example.com '), context)).resolves.toEqual({
      status: 'subscribed',
      discountCode: 'WELCOME10',
    });

    const id = await subscriberId('ada@example.com');
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(memory.documents('newsletter_subscribers')).toEqual([
      {
        id,
        data: {
          email: 'ada@example.com',
          status: 'subscribed',
          source: 'footer',
          consent,
          subscribedAt: new Date('2026-03-02T10:00:00.000Z'),
          unsubscribedAt: null,
        },
      },
    ]);
    const mails = memory.documents('mail');
    expect(mails).toHaveLength(1);
    const mail = mails[0]?.data as { to: string; message: { subject: string; text: string; html: string } };
    expect(mail.to).toBe('ada@example.com');
    expect(mail.message.subject).toContain('WELCOME10');
    expect(mail.message.text).toContain('Your welcome code is WELCOME10.');
    const link = /Unsubscribe: (\S+)/.exec(mail.message.text)?.[1] ?? '';
    expect(link).toMatch(/^https:\/\/store\.example\/unsubscribe\?token=[0-9a-f]{32}\.[\w-]{43}$/);
    expect(mail.message.html).toContain(`<a href="${link}">Unsubscribe</a>`);

    const token = new URL(link).searchParams.get('token') ?? '';
    await expect(unsubscribeFromNewsletter({ token }, context)).resolves.toEqual({ status: 'unsubscribed' });
    expect(memory.get('newsletter_subscribers', id)).toMatchObject({ status: 'unsubscribed' });
  });

  it('answers already-subscribed for an address on the list, and changes nothing and mails nothing', async () => {
    const { context, memory, clock } = testInboxContext();
    await subscribeToNewsletter(signUp('ada@example.com'), context);
    const before = memory.documents('newsletter_subscribers');
    clock.now = new Date('2026-03-02T10:05:00.000Z');

    await expect(
      subscribeToNewsletter(signUp('ADA@example.com', { source: 'exit-offer' }), context),
    ).resolves.toEqual({ status: 'already-subscribed', discountCode: 'WELCOME10' });
    expect(memory.documents('newsletter_subscribers')).toEqual(before);
    expect(memory.documents('mail')).toHaveLength(1);
  });

  it('subscribes again after an unsubscribe: the document is rewritten and one new welcome mail goes out', async () => {
    const { context, memory, clock } = testInboxContext();
    await subscribeToNewsletter(signUp('ada@example.com'), context);
    const id = await subscriberId('ada@example.com');
    await unsubscribeFromNewsletter(
      { token: await unsubscribeToken(id, testSettings.unsubscribeSecret) },
      context,
    );
    clock.now = new Date('2026-03-09T08:00:00.000Z');

    await expect(
      subscribeToNewsletter(signUp('ada@example.com', { source: 'community', consent: '' }), context),
    ).resolves.toEqual({ status: 'subscribed', discountCode: 'WELCOME10' });
    expect(memory.get('newsletter_subscribers', id)).toEqual({
      email: 'ada@example.com',
      status: 'subscribed',
      source: 'community',
      consent: '',
      subscribedAt: new Date('2026-03-09T08:00:00.000Z'),
      unsubscribedAt: null,
    });
    expect(memory.documents('mail')).toHaveLength(2);
  });

  it.each(['', 'ada', 'ada@', `${'a'.repeat(250)}@example.com`, 'ada example@example.com'])(
    'refuses the address %j with the browser’s own message',
    async (email) => {
      const { context, memory } = testInboxContext();
      expect(await refusal(subscribeToNewsletter(signUp(email), context))).toEqual({
        code: 'invalid-argument',
        message: emailAddressProblem(email),
        details: undefined,
      });
      expect(memory.writes).toEqual([]);
    },
  );

  it.each<[string, unknown]>([
    ['nothing', null],
    ['a list', [signUp('ada@example.com')]],
    ['an unknown key', { ...signUp('ada@example.com'), admin: true }],
    ['a number for the email', signUp(42 as unknown as string)],
    ['an unknown source', signUp('ada@example.com', { source: 'popup' })],
    ['no consent from the footer', signUp('ada@example.com', { consent: '  ' })],
    ['a consent over 500 characters', signUp('ada@example.com', { consent: 'x'.repeat(501) })],
    ['no source', { email: 'ada@example.com', consent }],
  ])('refuses %s as unreadable, writing nothing', async (_label, data) => {
    const { context, memory } = testInboxContext();
    expect(await refusal(subscribeToNewsletter(data, context))).toMatchObject({
      code: 'invalid-argument',
      message: newsletterMessages.unreadable,
    });
    expect(memory.writes).toEqual([]);
  });

  it('takes three sign-ups per address an hour; the fourth is refused and writes nothing', async () => {
    const { context, memory, clock } = testInboxContext();
    for (let call = 0; call < 3; call += 1) await subscribeToNewsletter(signUp('ada@example.com'), context);
    const written = memory.writes.length;

    expect(await refusal(subscribeToNewsletter(signUp('Ada@Example.com'), context))).toMatchObject({
      code: 'resource-exhausted',
      message: 'Too many sign-ups in a short time. Please try again in an hour.',
    });
    expect(memory.writes).toHaveLength(written);

    clock.now = new Date('2026-03-02T11:00:00.000Z');
    await expect(subscribeToNewsletter(signUp('ada@example.com'), context)).resolves.toMatchObject({
      status: 'already-subscribed',
    });
  });

  it('counts one mailbox however its address is written: +tags, and the dots of a Gmail address', async () => {
    const { context, memory } = testInboxContext();
    const spellings = ['jane+news@gmail.com', 'j.a.n.e@gmail.com', 'Jane+1@googlemail.com'];
    for (const email of spellings) await subscribeToNewsletter(signUp(email), context);

    expect(await refusal(subscribeToNewsletter(signUp('ja.ne+4@gmail.com'), context))).toMatchObject({
      code: 'resource-exhausted',
    });
    expect(memory.documents('mail')).toHaveLength(3);
    // Kept as typed (in lower case): the limit's key is not what is stored.
    expect(memory.documents('newsletter_subscribers').map(({ data }) => data.email)).toEqual(
      expect.arrayContaining(['jane+news@gmail.com', 'j.a.n.e@gmail.com', 'jane+1@googlemail.com']),
    );
  });

  it('takes ten sign-ups per client an hour, whatever the addresses', async () => {
    const { context, memory } = testInboxContext();
    for (let call = 0; call < 10; call += 1) {
      await subscribeToNewsletter(signUp(`shopper${call}@example.com`), context);
    }
    expect(await refusal(subscribeToNewsletter(signUp('eleventh@example.com'), context))).toMatchObject({
      code: 'resource-exhausted',
    });
    expect(memory.documents('newsletter_subscribers')).toHaveLength(10);
    expect(memory.documents('mail')).toHaveLength(10);

    const otherClient = { ...context, client: '198.51.100.2' };
    await expect(subscribeToNewsletter(signUp('eleventh@example.com'), otherClient)).resolves.toMatchObject({
      status: 'subscribed',
    });
  });

  it('keeps only hashes in the rate-limit counters, never the address or the IP', async () => {
    const { context, memory } = testInboxContext();
    await subscribeToNewsletter(signUp('ada@example.com'), context);
    const counters = memory.documents('rate_limits');
    expect(counters).toHaveLength(2);
    for (const { id, data } of counters) {
      expect(id).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(data)).not.toMatch(/ada|203\.0/);
      expect(data).toEqual({
        windowStart: new Date('2026-03-02T10:00:00.000Z'),
        count: 1,
        expiresAt: new Date('2026-03-02T11:00:00.000Z'),
      });
    }
  });

  it('answers the internal message when the store fails, and logs the cause', async () => {
    const { context, logged } = testInboxContext();
    const broken = {
      ...context,
      store: { ...context.store, transaction: () => Promise.reject(new Error('Firestore unavailable')) },
    };
    expect(await refusal(subscribeToNewsletter(signUp('ada@example.com'), broken))).toEqual({
      code: 'internal',
      message: 'We could not sign you up right now. Please try again in a moment.',
      details: undefined,
    });
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'error', detail: expect.stringContaining('Firestore unavailable') }),
    );
  });

  it('refuses to sign links with a missing or short secret', async () => {
    const { context } = testInboxContext();
    const unset = { ...context, settings: { ...context.settings, unsubscribeSecret: '' } };
    expect(await refusal(subscribeToNewsletter(signUp('ada@example.com'), unset))).toMatchObject({
      code: 'internal',
    });
  });
});

describe('unsubscribeFromNewsletter', () => {
  async function subscribed() {
    const setup = testInboxContext();
    await subscribeToNewsletter(signUp('ada@example.com'), setup.context);
    const id = await subscriberId('ada@example.com');
    return { ...setup, id, token: await unsubscribeToken(id, testSettings.unsubscribeSecret) };
  }

  it('unsubscribes with the token of the link, and says so again when already unsubscribed', async () => {
    const { context, memory, clock, id, token } = await subscribed();
    clock.now = new Date('2026-03-05T12:00:00.000Z');
    await expect(unsubscribeFromNewsletter({ token }, context)).resolves.toEqual({ status: 'unsubscribed' });
    expect(memory.get('newsletter_subscribers', id)).toMatchObject({
      email: 'ada@example.com',
      status: 'unsubscribed',
      subscribedAt: new Date('2026-03-02T10:00:00.000Z'),
      unsubscribedAt: new Date('2026-03-05T12:00:00.000Z'),
    });
    const written = memory.writes.length;
    await expect(unsubscribeFromNewsletter({ token }, context)).resolves.toEqual({ status: 'unsubscribed' });
    expect(memory.writes).toHaveLength(written);
  });

  it('answers unsubscribed for a valid token whose document is gone', async () => {
    const { context, memory } = testInboxContext();
    const token = await unsubscribeToken(
      await subscriberId('gone@example.com'),
      testSettings.unsubscribeSecret,
    );
    await expect(unsubscribeFromNewsletter({ token }, context)).resolves.toEqual({ status: 'unsubscribed' });
    expect(memory.writes).toEqual([]);
  });

  it('refuses forged and malformed tokens, changing nothing', async () => {
    const { context, memory, id, token } = await subscribed();
    const forgedWithOtherSecret = await unsubscribeToken(id, 'someone-elses-secret-0123456789');
    const signature = token.split('.')[1] ?? '';
    const forged = [
      forgedWithOtherSecret,
      `${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${await subscriberId('other@example.com')}.${signature}`,
      id,
      `${id}.`,
      `${token}.extra`,
      `../${token}`,
      'x'.repeat(201),
      '',
    ];
    const written = memory.writes.length;
    for (const attempt of forged) {
      expect(await refusal(unsubscribeFromNewsletter({ token: attempt }, context))).toEqual({
        code: 'invalid-argument',
        message:
          'This unsubscribe link is not valid. Please use the link in your latest email, or contact us.',
        details: undefined,
      });
    }
    for (const data of [null, 'token', { token: 42 }, { token, email: 'ada@example.com' }]) {
      expect(await refusal(unsubscribeFromNewsletter(data, context))).toMatchObject({
        code: 'invalid-argument',
      });
    }
    expect(memory.writes).toHaveLength(written);
    expect(memory.get('newsletter_subscribers', id)).toMatchObject({ status: 'subscribed' });
  });

  it('reads a token back to its subscriber id only with the same secret', async () => {
    const id = await subscriberId('ada@example.com');
    const token = await unsubscribeToken(id, testSettings.unsubscribeSecret);
    expect(token.length).toBeLessThanOrEqual(200);
    await expect(subscriberIdOfToken(token, testSettings.unsubscribeSecret)).resolves.toBe(id);
    await expect(subscriberIdOfToken(token, 'another-secret-of-enough-length')).resolves.toBeNull();
  });
});
