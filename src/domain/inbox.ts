/**
 * What the contact and admin inbox Functions answer (`sendContactMessage`, `listContactMessages`,
 * `setContactMessageStatus`, `newsletterSummary`, `exportNewsletterSubscribers`). The browser and
 * the Functions share this file, as they share `newsletter.ts`, so both sides speak the same
 * shapes. Times travel as ISO 8601 text.
 */
import type { NewsletterSource } from './newsletter';

export interface ContactMessageAnswer {
  /** The shopper's reference for the message, e.g. `SW-7K3Q9X`; also in both mails. */
  reference: string;
}

export const contactMessageStatuses = ['open', 'answered'] as const;

export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

/** The status filter of the admin's message list. */
export type ContactMessageFilter = ContactMessageStatus | 'all';

/** The most messages one `listContactMessages` call returns (its `limit`; default 50). */
export const CONTACT_MESSAGES_MAX_LIMIT = 100;

export interface InboxContactMessage {
  id: string;
  reference: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: ContactMessageStatus;
  createdAt: string;
  answeredAt: string | null;
}

export interface ContactMessageList {
  /** Newest first. */
  messages: InboxContactMessage[];
}

export interface ContactMessageStatusAnswer {
  id: string;
  status: ContactMessageStatus;
  answeredAt: string | null;
}

export interface NewsletterSummary {
  subscribed: number;
  unsubscribed: number;
  /** The newest ten subscribed addresses, newest first. */
  newest: Array<{ email: string; source: NewsletterSource; subscribedAt: string }>;
}

export interface NewsletterExport {
  count: number;
  /** RFC 4180 CSV: `email,source,subscribed_at,consent`, one line per subscribed address. */
  csv: string;
}

/** The file an export is saved as: `newsletter-subscribers-2026-03-05.csv`, on the admin's own calendar. */
export function newsletterExportFileName(now: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `newsletter-subscribers-${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}.csv`;
}
