/**
 * The store's inbox: what the `sendContactMessage` Function answers, and what the admin-only
 * Functions (`listContactMessages`, `setContactMessageStatus`, `newsletterSummary`,
 * `exportNewsletterSubscribers`) take and answer. Dates travel as ISO text.
 */
import type { NewsletterSource } from './newsletter';

/** The proof that a contact message arrived: its reference, as support writes it (`SW-7K3Q9X`). */
export interface ContactMessageReceipt {
  reference: string;
}

export const contactMessageStatuses = ['open', 'answered'] as const;

/** 'open' until support has answered the message. */
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

/** Which messages an admin asks for. */
export type ContactMessageFilter = ContactMessageStatus | 'all';

/** A contact message as the admin page lists it. */
export interface ReceivedContactMessage {
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
  messages: ReceivedContactMessage[];
}

/** What `setContactMessageStatus` answers: the message's status as now stored. */
export interface ContactMessageStatusChange {
  id: string;
  status: ContactMessageStatus;
  answeredAt: string | null;
}

export interface NewsletterSubscriberEntry {
  email: string;
  source: NewsletterSource;
  subscribedAt: string;
}

export interface NewsletterSummary {
  subscribed: number;
  unsubscribed: number;
  /** The newest 10 subscribed addresses, newest first. */
  newest: NewsletterSubscriberEntry[];
}

/** Every subscribed address as CSV (`email,source,subscribed_at,consent`). */
export interface NewsletterExport {
  count: number;
  csv: string;
}

/** The file an export is saved as: `newsletter-subscribers-2026-03-05.csv`, on the admin's own calendar. */
export function newsletterExportFileName(now: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `newsletter-subscribers-${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}.csv`;
}
