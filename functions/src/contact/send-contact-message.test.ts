/**
 * The contact form's core over a memory store: the message kept for the admin inbox, the two
 * mails with the shopper's words escaped in HTML, the shared field checks and the rate limits.
 */
import { describe, expect, it } from 'vitest';
import { contactMessageProblems } from '../../../src/domain/contact-message';
import type { MailDocument } from '../mail/mail-document.js';
import { refusal, testInboxContext } from '../test-support/inbox-context.js';
import { contactMessages, REFERENCE_PATTERN, sendContactMessage } from './index.js';

const letter = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Question about Vitamin D3 & K2',
  message: 'Hello,\n\nIs it OK to take <5 mg of zinc "with" it? Thanks & regards.',
};

describe('sendContactMessage', () => {
  it('stores the trimmed message as open and answers its reference', async () => {
    const { context, memory } = testInboxContext();
    const padded = { ...letter, name: '  Grace Hopper ', subject: ` ${letter.subject}\n` };
    const { reference } = await sendContactMessage(padded, context);
    expect(reference).toMatch(REFERENCE_PATTERN);

    const stored = memory.documents('contact_messages');
    expect(stored).toHaveLength(1);
    expect(stored[0]?.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(stored[0]?.data).toEqual({
      reference,
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: letter.subject,
      message: letter.message,
      status: 'open',
      createdAt: new Date('2026-03-02T10:00:00.000Z'),
      answeredAt: null,
    });
  });

  it('queues a mail to support that a reply answers to the shopper, and a receipt to the shopper; HTML escaped', async () => {
    const { context, memory } = testInboxContext();
    const { reference } = await sendContactMessage(letter, context);
    const mails = memory.documents('mail').map(({ data }) => data as unknown as MailDocument);
    expect(mails).toHaveLength(2);

    const toSupport = mails.find((mail) => mail.to === 'support@sankofawellness.com');
    expect(toSupport).toMatchObject({
      replyTo: 'grace@example.com',
      message: { subject: `[${reference}] Question about Vitamin D3 & K2` },
    });
    expect(toSupport?.message.text).toContain('From: Grace Hopper <grace@example.com>');
    expect(toSupport?.message.text).toContain(letter.message);
    expect(toSupport?.message.html).toContain(
      '<p>Is it OK to take &lt;5 mg of zinc &quot;with&quot; it? Thanks &amp; regards.</p>',
    );
    expect(toSupport?.message.html).toContain('From: Grace Hopper &lt;grace@example.com&gt;');

    const receipt = mails.find((mail) => mail.to === 'grace@example.com');
    expect(receipt).not.toHaveProperty('replyTo');
    expect(receipt?.message.subject).toBe(`We received your message [${reference}]`);
    expect(receipt?.message.html).not.toMatch(/<(?!\/?(p|br)>)/);
  });

  it('sends the typed address a receipt with the reference and fixed words only: no name, subject or message', async () => {
    const { context, memory } = testInboxContext();
    const spam = {
      name: 'Win a prize at https://spam.example',
      email: 'stranger@example.com',
      subject: 'Claim your prize now',
      message: 'Visit https://spam.example and enter your card number.',
    };
    const { reference } = await sendContactMessage(spam, context);
    const receipt = memory
      .documents('mail')
      .map(({ data }) => data as unknown as MailDocument)
      .find((mail) => mail.to === 'stranger@example.com');
    expect(receipt?.message).toEqual({
      subject: `We received your message [${reference}]`,
      text: [
        `Thank you for writing to Sankofa Wellness. We received your message and will answer within two business days. Your reference is ${reference}.`,
        'If you did not write to us, you can ignore this mail, or tell us at support@sankofawellness.com.',
      ].join('\n\n'),
      html: expect.not.stringMatching(/spam|prize|card/i) as unknown,
    });
  });

  it('sends one receipt per mailbox an hour; support gets every message', async () => {
    const { context, memory, clock } = testInboxContext();
    const receipts = () =>
      memory.documents('mail').filter(({ data }) => data.to !== 'support@sankofawellness.com');
    await sendContactMessage(letter, context);
    await sendContactMessage({ ...letter, email: 'Grace+again@example.com' }, context);
    expect(memory.documents('contact_messages')).toHaveLength(2);
    expect(memory.documents('mail')).toHaveLength(3);
    expect(receipts().map(({ data }) => data.to)).toEqual(['grace@example.com']);

    clock.now = new Date(clock.now.getTime() + 60 * 60 * 1000);
    await sendContactMessage(letter, context);
    expect(receipts()).toHaveLength(2);
  });

  it('keeps a subject on one line in the mails, so it cannot add a mail header', async () => {
    const { context, memory } = testInboxContext();
    await sendContactMessage({ ...letter, subject: 'Hello\r\nBcc: everyone@example.com' }, context);
    for (const { data } of memory.documents('mail')) {
      expect((data as unknown as MailDocument).message.subject).not.toMatch(/[\r\n]/);
    }
  });

  it('takes ordinary text with angle brackets, such as a name with its address', async () => {
    const { context, memory } = testInboxContext();
    const values = {
      ...letter,
      name: 'Jane <jane@example.com>',
      message: 'My husband <john.doe@example.com> ordered it. x<y, y>z <3',
    };
    await expect(sendContactMessage(values, context)).resolves.toHaveProperty('reference');
    expect(memory.documents('contact_messages')[0]?.data).toMatchObject(values);
  });

  it.each<[string, Partial<typeof letter>]>([
    ['all empty', { name: ' ', email: '', subject: '', message: '' }],
    ['a bad address', { email: 'grace@' }],
    ['a name too long', { name: 'n'.repeat(101) }],
    ['a message too long', { message: 'm'.repeat(5001) }],
    ['HTML in the message', { message: 'Click <a href="https://spam.example">here</a>' }],
    ['HTML in the subject', { subject: '<b>Urgent</b>' }],
    ['a script in the name', { name: 'Jane <script>alert(1)</script>' }],
    ['an image in the message', { message: 'Look <img src=x onerror=alert(1)>' }],
  ])('refuses %s with the form’s own problems per field, and writes nothing', async (_label, change) => {
    const { context, memory } = testInboxContext();
    const values = { ...letter, ...change };
    const expected = contactMessageProblems(values);
    expect(Object.keys(expected).length).toBeGreaterThan(0);
    expect(await refusal(sendContactMessage(values, context))).toEqual({
      code: 'invalid-argument',
      message: 'Please check the highlighted fields.',
      details: { problems: expected },
    });
    expect(memory.writes).toEqual([]);
  });

  it.each<[string, unknown]>([
    ['nothing', null],
    ['text', 'hello'],
    ['an unknown key', { ...letter, phone: '555-0100' }],
    ['a missing field', { name: letter.name, email: letter.email, subject: letter.subject }],
    ['a number for the message', { ...letter, message: 42 }],
  ])('refuses %s as unreadable', async (_label, data) => {
    const { context, memory } = testInboxContext();
    expect(await refusal(sendContactMessage(data, context))).toEqual({
      code: 'invalid-argument',
      message: contactMessages.unreadable,
      details: undefined,
    });
    expect(memory.writes).toEqual([]);
  });

  it('takes three messages per address an hour; the fourth is refused and stores and mails nothing', async () => {
    const { context, memory, clock } = testInboxContext();
    for (let call = 0; call < 3; call += 1) await sendContactMessage(letter, context);
    const written = memory.writes.length;
    expect(await refusal(sendContactMessage({ ...letter, email: 'GRACE@example.com' }, context))).toEqual({
      code: 'resource-exhausted',
      message:
        'You have sent several messages in a short time. Please wait an hour, or write to us by email.',
      details: undefined,
    });
    expect(memory.writes).toHaveLength(written);
    expect(memory.documents('contact_messages')).toHaveLength(3);
    expect(memory.documents('mail')).toHaveLength(4);

    clock.now = new Date(clock.now.getTime() + 60 * 60 * 1000);
    await expect(sendContactMessage(letter, context)).resolves.toHaveProperty('reference');
  });

  it('counts one mailbox however its address is written: +tags, and the dots of a Gmail address', async () => {
    const { context, memory } = testInboxContext();
    const spellings = ['grace+1@gmail.com', 'g.r.a.c.e@gmail.com', 'Grace@GoogleMail.com'];
    for (const email of spellings) {
      await sendContactMessage({ ...letter, email }, context);
    }
    expect(
      await refusal(sendContactMessage({ ...letter, email: 'gr.ace+4@gmail.com' }, context)),
    ).toMatchObject({ code: 'resource-exhausted' });
    // Stored as typed: the limit's key is not what support reads.
    expect(memory.documents('contact_messages').map(({ data }) => data.email)).toEqual(spellings);
  });

  it('takes five messages per client an hour', async () => {
    const { context, memory } = testInboxContext();
    for (let call = 0; call < 5; call += 1) {
      await sendContactMessage({ ...letter, email: `shopper${call}@example.com` }, context);
    }
    expect(
      await refusal(sendContactMessage({ ...letter, email: 'sixth@example.com' }, context)),
    ).toMatchObject({ code: 'resource-exhausted' });
    expect(memory.documents('contact_messages')).toHaveLength(5);
  });

  it('answers the internal message when the store fails', async () => {
    const { context } = testInboxContext();
    const broken = {
      ...context,
      store: { ...context.store, transaction: () => Promise.reject(new Error('deadline exceeded')) },
    };
    expect(await refusal(sendContactMessage(letter, broken))).toEqual({
      code: 'internal',
      message: 'We could not send your message right now. Please try again, or write to us by email.',
      details: undefined,
    });
  });
});
