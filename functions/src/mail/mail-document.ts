/**
 * The email the store sends, as documents of the `mail` collection that the Trigger Email
 * extension (`firebase/firestore-send-email`, see firebase.json and extensions/) delivers: it
 * reads `to`, `replyTo` and `message` (`subject`, `text`, `html`) and writes its `delivery` status
 * back onto the document. Every mail carries a plain text part and an HTML part built from
 * escaped text only.
 */
import { inboxCollections, type StoreTransaction } from '../inbox-store.js';
import { newDocumentId } from '../web-crypto.js';
import { escapeHtml, textAsHtml } from './escape-html.js';

export interface MailDocument {
  to: string;
  replyTo?: string;
  message: { subject: string; text: string; html: string };
}

/** A subject on one line: a line break in a subject would start a new mail header. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export interface MailContent {
  subject: string;
  /** Paragraphs of plain text; the HTML part is made from the same text, escaped. */
  paragraphs: string[];
  /** A link shown as a button in the HTML part and as its address in the text part. */
  link?: { label: string; href: string };
}

/** The mail document for `to`, with the text and HTML parts written from the same content. */
export function mailDocument(to: string, content: MailContent, replyTo?: string): MailDocument {
  const linkText = content.link ? [`${content.link.label}: ${content.link.href}`] : [];
  const text = [...content.paragraphs, ...linkText].join('\n\n');
  const linkHtml = content.link
    ? [`<p><a href="${escapeHtml(content.link.href)}">${escapeHtml(content.link.label)}</a></p>`]
    : [];
  const html = [...content.paragraphs.map(textAsHtml), ...linkHtml].join('\n');
  return {
    to,
    ...(replyTo ? { replyTo } : {}),
    message: { subject: oneLine(content.subject), text, html },
  };
}

/** Queues a mail in the transaction: it is sent only if the transaction commits. */
export function queueMail(transaction: StoreTransaction, mail: MailDocument): void {
  transaction.set(inboxCollections.mail, newDocumentId(), { ...mail });
}
