import { describe, expect, it } from 'vitest';
import { contactMessageProblems, telHref, type ContactMessage } from './contact-message';

const message: ContactMessage = {
  name: 'Ada Johnson',
  email: 'ada@example.com',
  subject: 'Order question',
  message: 'When will my order ship?',
};

describe('contactMessageProblems', () => {
  it.each<[string, Partial<ContactMessage>, ReturnType<typeof contactMessageProblems>]>([
    ['a complete message', {}, {}],
    ['no name', { name: ' ' }, { name: 'Please enter your name.' }],
    ['no email', { email: '' }, { email: 'Please enter your email address.' }],
    [
      'a mistyped email',
      { email: 'ada@example' },
      { email: 'Please enter a valid email address, like name@example.com.' },
    ],
    ['no subject', { subject: '' }, { subject: 'Please enter a subject.' }],
    ['no message', { message: '\n' }, { message: 'Please enter your message.' }],
    ['a "less than" that is no tag', { message: 'I take <5 mg and 2 > 1' }, {}],
    [
      'an address and a link in angle brackets',
      {
        name: 'Jane <jane@example.com>',
        subject: 'Re: <https://sankofawellness.com/shop>',
        message: 'From: Jane Doe <jane.doe@example.com>\nx<y, y>z, <3 and a -> b <- c',
      },
      {},
    ],
    [
      'HTML in the message',
      { message: 'Hello <a href="https://spam.example">deal</a>' },
      { message: 'Please remove HTML tags (like <b>) from your message.' },
    ],
    [
      'a closing tag in the subject and a comment in the name',
      { subject: 'Order</b>', name: 'Ada <!-- x -->' },
      {
        name: 'Please remove HTML tags (like <b>) from your name.',
        subject: 'Please remove HTML tags (like <b>) from the subject.',
      },
    ],
    ...[
      '<script>alert(1)</script>',
      '<a href="https://spam.example">deal</a>',
      '<img src=x onerror=alert(1)>',
      '<IMG SRC="x">',
      '<br/>',
      '<svg/onload=alert(1)>',
      '<custom-element>',
      '<!DOCTYPE html>',
      '<![CDATA[x]]>',
      '<?xml version="1.0"?>',
    ].map((markup): [string, Partial<ContactMessage>, ReturnType<typeof contactMessageProblems>] => [
      `the markup ${markup}`,
      { message: `Hello ${markup} there` },
      { message: 'Please remove HTML tags (like <b>) from your message.' },
    ]),
    [
      'an empty form',
      { name: '', email: '', subject: '', message: '' },
      {
        name: 'Please enter your name.',
        email: 'Please enter your email address.',
        subject: 'Please enter a subject.',
        message: 'Please enter your message.',
      },
    ],
  ])('%s', (_name, overrides, problems) => {
    expect(contactMessageProblems({ ...message, ...overrides })).toEqual(problems);
  });
});

describe('telHref', () => {
  it.each([
    ['(800) 555-0123', 'tel:8005550123'],
    ['1-800-555-0123', 'tel:18005550123'],
    ['+1 (404) 555-0199', 'tel:+14045550199'],
  ])('%s → %s', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});
