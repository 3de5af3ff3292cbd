/**
 * `newsletterSummary` and `exportNewsletterSubscribers`: how many are subscribed and who joined
 * last, and every subscribed address as CSV for the mailing tool.
 */
import * as z from 'zod/mini';
import type { NewsletterExport, NewsletterSummary } from '../../../src/domain/inbox';
import { newsletterSources, type NewsletterSource } from '../../../src/domain/newsletter';
import type { InboxCallContext } from '../inbox-context.js';
import { inboxCollections, type FoundDocument } from '../inbox-store.js';
import { adminCall, isoTime, textOf } from './admin-call.js';
import { csvText } from './csv.js';

const NEWEST_COUNT = 10;

/** These two take no input: `null` (or `{}`) only. */
const noInput = z.strictObject({});

const sourceOf = (value: unknown): NewsletterSource =>
  newsletterSources.find((source) => source === value) ?? 'footer';

const newestSubscribed = (context: InboxCallContext, limit?: number) =>
  context.store.query(inboxCollections.subscribers, {
    where: { field: 'status', equals: 'subscribed' },
    orderBy: { field: 'subscribedAt', direction: 'desc' },
    ...(limit === undefined ? {} : { limit }),
  });

export function newsletterSummary(data: unknown, context: InboxCallContext): Promise<NewsletterSummary> {
  return adminCall('newsletterSummary', data, context, noInput, async () => {
    const [subscribed, unsubscribed, newest] = await Promise.all([
      context.store.count(inboxCollections.subscribers, { field: 'status', equals: 'subscribed' }),
      context.store.count(inboxCollections.subscribers, { field: 'status', equals: 'unsubscribed' }),
      newestSubscribed(context, NEWEST_COUNT),
    ]);
    return {
      subscribed,
      unsubscribed,
      newest: newest.map(({ data: subscriber }) => ({
        email: textOf(subscriber.email),
        source: sourceOf(subscriber.source),
        subscribedAt: isoTime(subscriber.subscribedAt) ?? '',
      })),
    };
  });
}

function csvRow({ data: subscriber }: FoundDocument): string[] {
  return [
    textOf(subscriber.email),
    textOf(subscriber.source),
    isoTime(subscriber.subscribedAt) ?? '',
    textOf(subscriber.consent),
  ];
}

export function exportNewsletterSubscribers(
  data: unknown,
  context: InboxCallContext,
): Promise<NewsletterExport> {
  return adminCall('exportNewsletterSubscribers', data, context, noInput, async () => {
    const subscribers = await newestSubscribed(context);
    context.log('info', 'Newsletter exported', { uid: context.uid, count: subscribers.length });
    return {
      count: subscribers.length,
      csv: csvText([['email', 'source', 'subscribed_at', 'consent'], ...subscribers.map(csvRow)]),
    };
  });
}
