/**
 * The contact form's message and its checks: the browser shows them inline, and the
 * `sendContactMessage` Function applies the very same ones before storing a message.
 */
import { emailAddressProblem } from './email-address';
import { tooLong } from './field-limits';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * What the shopper reads when the store refuses a message for coming too often: the Function's
 * words, and the form's own when a rate limit answers without words (a front end's 429).
 */
export const CONTACT_RATE_LIMITED =
  'You have sent several messages in a short time. Please wait an hour, or write to us by email.';

export type ContactMessageProblems = Partial<Record<keyof ContactMessage, string>>;

const required = (value: string, problem: string) => (value.trim() === '' ? problem : undefined);

/**
 * Markup, as an HTML parser would start it: a tag (`<b>`, `</b>`, `<a href=…>`, `<img …/>`,
 * `<script>`), whose name is a letter and letters, digits or hyphens, ended by `>`, `/` or a space;
 * a comment or doctype (`<!-- -->`, `<!DOCTYPE …>`); or a processing instruction (`<?xml …?>`).
 * Support reads messages as plain text, so markup has no place in them. Ordinary text with angle
 * brackets is not markup: `Jane <jane@example.com>`, `<https://example.com>`, "I take <5 mg", "<3".
 */
const htmlTag = /<(?:\/?[a-z][a-z0-9]*(?:-[a-z0-9]+)*(?=[\s/>])|!(?:--|\[|[a-z])|\?[a-z])[^>]*>/i;

const withoutTags = (value: string, what: string) =>
  htmlTag.test(value) ? `Please remove HTML tags (like <b>) from ${what}.` : undefined;

/** One inline message per field that cannot be sent as it is; an empty object means all is well. */
export function contactMessageProblems(values: ContactMessage): ContactMessageProblems {
  const problems: ContactMessageProblems = {
    name:
      required(values.name, 'Please enter your name.') ??
      tooLong('name', values.name.trim(), 'your name') ??
      withoutTags(values.name, 'your name'),
    email: emailAddressProblem(values.email),
    subject:
      required(values.subject, 'Please enter a subject.') ??
      tooLong('subject', values.subject.trim(), 'the subject') ??
      withoutTags(values.subject, 'the subject'),
    message:
      required(values.message, 'Please enter your message.') ??
      tooLong('message', values.message.trim(), 'your message') ??
      withoutTags(values.message, 'your message'),
  };
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== undefined),
  ) as ContactMessageProblems;
}

/** A tel: link keeps only the digits (and a leading +) of a phone number written for people. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
