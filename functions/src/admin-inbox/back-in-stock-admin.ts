/**
 * `backInStockSummary` and `exportBackInStockRequests`: who asked to be told when a sold-out
 * product is back, and when, newest first; and every request as CSV, for the mail a live store
 * sends when the product is back (docs/firebase-features.md, "Notify me").
 */
import * as z from 'zod/mini';
import {
  BACK_IN_STOCK_NEWEST_COUNT,
  type BackInStockEntry,
  type BackInStockExport,
  type BackInStockSummary,
} from '../../../src/domain/inbox';
import type { InboxCallContext } from '../inbox-context.js';
import { inboxCollections, type FoundDocument } from '../inbox-store.js';
import { adminCall, isoTime, textOf } from './admin-call.js';
import { csvText } from './csv.js';

/** These two take no input: `null` (or `{}`) only. */
const noInput = z.strictObject({});

const newestRequests = (context: InboxCallContext, limit?: number) =>
  context.store.query(inboxCollections.backInStockRequests, {
    orderBy: { field: 'requestedAt', direction: 'desc' },
    ...(limit === undefined ? {} : { limit }),
  });

function entry({ data: request }: FoundDocument): BackInStockEntry {
  return {
    productHandle: textOf(request.productHandle),
    productTitle: textOf(request.productTitle),
    email: textOf(request.email),
    requestedAt: isoTime(request.requestedAt) ?? '',
  };
}

export function backInStockSummary(data: unknown, context: InboxCallContext): Promise<BackInStockSummary> {
  return adminCall('backInStockSummary', data, context, noInput, async () => {
    const [total, newest] = await Promise.all([
      context.store.count(inboxCollections.backInStockRequests),
      newestRequests(context, BACK_IN_STOCK_NEWEST_COUNT),
    ]);
    return { total, newest: newest.map(entry) };
  });
}

export function exportBackInStockRequests(
  data: unknown,
  context: InboxCallContext,
): Promise<BackInStockExport> {
  return adminCall('exportBackInStockRequests', data, context, noInput, async () => {
    const requests = (await newestRequests(context)).map(entry);
    context.log('info', 'Back-in-stock requests exported', { uid: context.uid, count: requests.length });
    return {
      count: requests.length,
      csv: csvText([
        ['product', 'product_handle', 'email', 'requested_at'],
        ...requests.map((request) => [
          request.productTitle,
          request.productHandle,
          request.email,
          request.requestedAt,
        ]),
      ]),
    };
  });
}
