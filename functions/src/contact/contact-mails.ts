/**
 * The two mails of a contact message: one to support, which a reply answers straight to the
 * shopper, and one to the shopper confirming receipt with the reference and a copy of what they
 * wrote. The shopper's words go in as text only; the HTML part escapes them.
 */
import type { ContactMessage } from '../../../src/domain/contact-message';
import { mailDocument, oneLine, type MailDocument } from '../mail/mail-document.js';

export function supportMail(supportEmail: string, reference: string, values: ContactMessage): MailDocument {
  return mailDocument(
    supportEmail,
    {
      subject: `[${reference}] ${values.subject}`,
      paragraphs: [
        `From: ${oneLine(values.name)} <${values.email}>`,
        `Subject: ${oneLine(values.subject)}`,
        `Reference: ${reference}`,
        values.message,
        'Reply to this mail to answer the shopper.',
      ],
    },
    values.email,
  );
}

export function receiptMail(supportEmail: string, reference: string, values: ContactMessage): MailDocument {
  return mailDocument(values.email, {
    subject: `We received your message [${reference}]`,
    paragraphs: [
      `Hello ${oneLine(values.name)},`,
      `Thank you for writing to Sankofa Wellness. We received your message and will answer within two business days. Your reference is ${reference}.`,
      'Your message:',
      `Subject: ${oneLine(values.subject)}`,
      values.message,
      `If you did not write to us, you can ignore this mail, or tell us at ${supportEmail}.`,
    ],
  });
}
