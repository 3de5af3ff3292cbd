/**
 * What the contact and admin inbox Functions answer (`sendContactMessage`, `listContactMessages`,
 * `setContactMessageStatus`, `newsletterSummary`, `exportNewsletterSubscribers`,
 * `backInStockSummary`, `exportBackInStockRequests`). The browser and the Functions share this
 * file, as they share `newsletter.ts`, so both sides speak the same shapes. Times travel as ISO
 * 8601 text.
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

/** The most back-in-stock requests `backInStockSummary` lists (the newest); the CSV has them all. */
export const BACK_IN_STOCK_NEWEST_COUNT = 100;

/** One shopper's "Notify me" for one sold-out product. */
export interface BackInStockEntry {
  productHandle: string;
  productTitle: string;
  email: string;
  requestedAt: string;
}

export interface BackInStockSummary {
  /** Every request kept, for every product. */
  total: number;
  /** The newest requests (at most BACK_IN_STOCK_NEWEST_COUNT), newest first. */
  newest: BackInStockEntry[];
}

export interface BackInStockExport {
  count: number;
  /** RFC 4180 CSV: `product,product_handle,email,requested_at`, one line per request, newest first. */
  csv: string;
}

export interface ProductRequests {
  productHandle: string;
  productTitle: string;
  /** Who asked and when, newest first. */
  requests: Array<{ email: string; requestedAt: string }>;
}

/**
 * The requests per product, for the admin: the product asked for most recently first, each
 * product's requests newest first, as `newest` (newest first) has them. A product is named by the
 * title of its newest request.
 */
export function requestsByProduct(newest: readonly BackInStockEntry[]): ProductRequests[] {
  const products = new Map<string, ProductRequests>();
  for (const { productHandle, productTitle, email, requestedAt } of newest) {
    const product = products.get(productHandle) ?? { productHandle, productTitle, requests: [] };
    product.requests.push({ email, requestedAt });
    products.set(productHandle, product);
  }
  return [...products.values()];
}

/** The file an export is saved as: `newsletter-subscribers-2026-03-05.csv`, on the admin's own calendar. */
export function exportFileName(list: 'newsletter-subscribers' | 'back-in-stock-requests', now: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${list}-${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}.csv`;
}
