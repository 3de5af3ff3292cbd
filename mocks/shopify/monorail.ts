/**
 * The local shop's storefront events: what Shopify's monorail takes at
 * `<shop>/.well-known/shopify/monorail/unstable/produce_batch` (the batch hydrogen-react builds:
 * `{ events: [{ schema_id, payload, metadata }], metadata }`), kept in the data folder, newest
 * first, the last EVENT_LOG_SIZE of them. An admin reads them back with a GET on the same path
 * (the admin page's "Recent storefront events", and the browser tests), with their Firebase ID
 * token, checked as the Functions check it; Shopify's own Analytics has no such door, and a live
 * store's admin reads its reports in the Shopify admin instead.
 *
 * A batch is refused whole, with HTTP 413, when it is longer than MAX_BATCH_BYTES or has more than
 * MAX_BATCH_EVENTS events. Shopify documents no limits for this endpoint, so these are chosen:
 * - 64 KiB is the most a browser sends with `keepalive` (the Fetch standard's quota for such
 *   requests, which `navigator.sendBeacon` shares): the store's own sender (storefront-events.ts)
 *   and Shopify's Web Pixels Manager (sendBeacon) post every batch so, so no real batch is longer;
 * - 50 events: the store's largest batch has 2 (a page view in both of Shopify's formats); a batch
 *   of EVENT_LOG_SIZE would push every other event out of the admin's list.
 */
import { http, HttpResponse } from 'msw';
import { isRecord, keptStorage, readTable, type TableShape } from '../environment';
import { decodeIdToken } from '../firebase/auth-tokens';
import { findUserByUid } from '../firebase/auth-users';
import { isAdminIn } from '../firebase/callable-protocol';
import { mockFirestore } from '../firebase/mock-firestore';

export const MONORAIL_ENDPOINT = '*/.well-known/shopify/monorail/unstable/produce_batch';
export const EVENT_LOG_STORAGE_KEY = 'mock-shopify-storefront-events';
export const EVENT_LOG_SIZE = 200;
export const MAX_BATCH_BYTES = 64 * 1024;
export const MAX_BATCH_EVENTS = 50;

/** One event as it arrived: its schema, its payload (its products as JSON strings, as sent). */
export interface ReceivedEvent {
  schemaId: string;
  payload: Record<string, unknown>;
  receivedAt: string;
}

let memoryLog: ReceivedEvent[] = [];

const eventLog: TableShape<ReceivedEvent[]> = {
  holds: 'a list of events (schemaId, payload, receivedAt)',
  is: (value): value is ReceivedEvent[] =>
    Array.isArray(value) &&
    value.every(
      (event) =>
        isRecord(event) &&
        typeof event.schemaId === 'string' &&
        isRecord(event.payload) &&
        typeof event.receivedAt === 'string',
    ),
};

/** The kept events, newest first: a table that does not read throws, and is left as it is. */
export function readEventLog(): ReceivedEvent[] {
  const storage = keptStorage();
  if (!storage) return memoryLog;
  return readTable(storage, EVENT_LOG_STORAGE_KEY, eventLog) ?? [];
}

function writeLog(log: ReceivedEvent[]): void {
  const storage = keptStorage();
  if (storage) storage.setItem(EVENT_LOG_STORAGE_KEY, JSON.stringify(log));
  else memoryLog = log;
}

/**
 * The batch's text, or null when it is longer than MAX_BATCH_BYTES: read no further than that,
 * whether or not it says its length.
 */
async function batchText(request: Request): Promise<string | null> {
  if (Number(request.headers.get('Content-Length')) > MAX_BATCH_BYTES) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const decoder = new TextDecoder();
  let length = 0;
  let text = '';
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    length += read.value.byteLength;
    if (length > MAX_BATCH_BYTES) {
      // Not awaited: the request may be a copy (a tee), whose cancel settles only with the other.
      void reader.cancel();
      return null;
    }
    text += decoder.decode(read.value, { stream: true });
  }
  return text + decoder.decode();
}

const tooLarge = (error: string) => HttpResponse.json({ error }, { status: 413 });

/** The events of a batch, or why it is not one (monorail answers such a batch with HTTP 400). */
function eventsOf(batch: unknown): { events: ReceivedEvent[] } | { problem: string } {
  const events = (batch as { events?: unknown } | null)?.events;
  if (!Array.isArray(events) || events.length === 0) return { problem: 'The batch has no events' };
  const receivedAt = new Date().toISOString();
  const received: ReceivedEvent[] = [];
  for (const event of events) {
    const { schema_id: schemaId, payload } = (event ?? {}) as { schema_id?: unknown; payload?: unknown };
    if (typeof schemaId !== 'string' || !schemaId) return { problem: 'An event has no schema_id' };
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
      return { problem: `The ${schemaId} event has no payload` };
    }
    received.push({ schemaId, payload: payload as Record<string, unknown>, receivedAt });
  }
  return { events: received };
}

/** The admin asking, by their `Authorization: Bearer <ID token>`, or why they may not. */
function adminProblem(authorization: string | null): { status: number; message: string } | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const decoded = token ? decodeIdToken(token) : undefined;
  const user = decoded?.ok ? findUserByUid(decoded.claims.user_id) : undefined;
  if (!decoded?.ok || !user || decoded.claims.iat < user.validSince) {
    return { status: 401, message: 'Sign in as an admin to read the storefront events.' };
  }
  if (!isAdminIn(mockFirestore, user.uid)) {
    return { status: 403, message: 'Only administrators can read the storefront events.' };
  }
  return null;
}

export const monorailHandlers = [
  http.post(MONORAIL_ENDPOINT, async ({ request }) => {
    const text = await batchText(request);
    if (text === null) return tooLarge(`The batch is larger than ${MAX_BATCH_BYTES} bytes`);
    let batch: unknown;
    try {
      batch = JSON.parse(text);
    } catch {
      return HttpResponse.json({ error: 'The batch is not JSON' }, { status: 400 });
    }
    const read = eventsOf(batch);
    if ('problem' in read) return HttpResponse.json({ error: read.problem }, { status: 400 });
    if (read.events.length > MAX_BATCH_EVENTS) {
      return tooLarge(`The batch has more than ${MAX_BATCH_EVENTS} events`);
    }
    writeLog([...read.events.reverse(), ...readEventLog()].slice(0, EVENT_LOG_SIZE));
    return HttpResponse.json({ result: read.events.map(() => ({ status: 200, message: 'ok' })) });
  }),

  http.get(MONORAIL_ENDPOINT, ({ request }) => {
    const problem = adminProblem(request.headers.get('Authorization'));
    if (problem) return HttpResponse.json({ error: problem.message }, { status: problem.status });
    return HttpResponse.json({ events: readEventLog() });
  }),
];
