/**
 * The two mails of a contact message. Support gets everything the shopper wrote, and a reply
 * answers straight to the shopper. The shopper gets a receipt with the reference and fixed words
 * only: the address is whatever was typed into the form, nobody has shown it is theirs, so the
 * receipt repeats nothing of the form (no name, subject or message) and the form cannot be used to
 * send chosen words to a stranger. The shopper's words go in as text only; HTML parts escape them.
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

/** The receipt to `to`: the reference and a fixed sentence, none of what was written. */
export function receiptMail(to: string, supportEmail: string, reference: string): MailDocument {
  return mailDocument(to, {
    subject: `We received your message [${reference}]`,
    paragraphs: [
      `Thank you for writing to Sankofa Wellness. We received your message and will answer within two business days. Your reference is ${reference}.`,
      `If you did not write to us, you can ignore this mail, or tell us at ${supportEmail}.`,
    ],
  });
}
