/**
 * The admin page's Functions: contact messages (list, mark answered or open again), the
 * newsletter (counts, newest sign-ups, CSV export) and the back-in-stock requests (the newest,
 * CSV export). The SDK sends the admin's ID token; each Function checks the admin role again on
 * the server.
 */
import * as z from 'zod/mini';
import type {
  BackInStockExport,
  BackInStockSummary,
  ContactMessageFilter,
  ContactMessageList,
  ContactMessageStatus,
  ContactMessageStatusAnswer,
  NewsletterExport,
  NewsletterSummary,
} from '../../domain/inbox';
import { contactMessageStatuses } from '../../domain/inbox';
import { newsletterSources } from '../../domain/newsletter';
import { callFunction } from './callable';

const fallback = 'Could not load this right now. Please try again.';

/** An ISO 8601 date-time with its zone, as the Functions write Firestore timestamps. */
const isoDate = z
  .string()
  .check(
    z.regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/,
      'not an ISO date-time',
    ),
  );
const status = z.enum(contactMessageStatuses);
const count = z.int().check(z.nonnegative());

const messageList: z.ZodMiniType<ContactMessageList> = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      status,
      createdAt: isoDate,
      answeredAt: z.nullable(isoDate),
    }),
  ),
});

const statusChange: z.ZodMiniType<ContactMessageStatusAnswer> = z.object({
  id: z.string(),
  status,
  answeredAt: z.nullable(isoDate),
});

const summary: z.ZodMiniType<NewsletterSummary> = z.object({
  subscribed: count,
  unsubscribed: count,
  newest: z.array(z.object({ email: z.string(), source: z.enum(newsletterSources), subscribedAt: isoDate })),
});

const csvExport = z.object({ count, csv: z.string() });
const subscriberExport: z.ZodMiniType<NewsletterExport> = csvExport;
const requestExport: z.ZodMiniType<BackInStockExport> = csvExport;

const backInStock: z.ZodMiniType<BackInStockSummary> = z.object({
  total: count,
  newest: z.array(
    z.object({
      productHandle: z.string(),
      productTitle: z.string(),
      email: z.string(),
      requestedAt: isoDate,
    }),
  ),
});

/** Contact messages, newest first: all of them, or only the open or the answered ones. */
export function listContactMessages(filter: ContactMessageFilter): Promise<ContactMessageList> {
  return callFunction('listContactMessages', { status: filter }, { answer: messageList, fallback });
}

/** Marks a message answered, or open again. */
export function setContactMessageStatus(
  id: string,
  newStatus: ContactMessageStatus,
): Promise<ContactMessageStatusAnswer> {
  return callFunction(
    'setContactMessageStatus',
    { id, status: newStatus },
    { answer: statusChange, fallback: 'Could not change this message right now. Please try again.' },
  );
}

/** How many addresses are subscribed and unsubscribed, and the newest ten. */
export function fetchNewsletterSummary(): Promise<NewsletterSummary> {
  return callFunction('newsletterSummary', null, { answer: summary, fallback });
}

/** Every subscribed address as CSV. */
export function exportNewsletterSubscribers(): Promise<NewsletterExport> {
  return callFunction('exportNewsletterSubscribers', null, {
    answer: subscriberExport,
    fallback: 'Could not export the subscribers right now. Please try again.',
  });
}

/** How many asked to be told when a sold-out product is back, and the newest requests. */
export function fetchBackInStockSummary(): Promise<BackInStockSummary> {
  return callFunction('backInStockSummary', null, { answer: backInStock, fallback });
}

/** Every back-in-stock request as CSV. */
export function exportBackInStockRequests(): Promise<BackInStockExport> {
  return callFunction('exportBackInStockRequests', null, {
    answer: requestExport,
    fallback: 'Could not export the requests right now. Please try again.',
  });
}
