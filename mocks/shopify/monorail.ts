/**
 * The local shop's storefront events: what Shopify's monorail takes at
 * `<shop>/.well-known/shopify/monorail/unstable/produce_batch` (the batch hydrogen-react builds:
 * `{ events: [{ schema_id, payload, metadata }], metadata }`), kept in the data folder, newest
 * first, the last EVENT_LOG_SIZE of them. An admin reads them back with a GET on the same path
 * (the admin page's "Recent storefront events", and the browser tests), with their Firebase ID
 * token, checked as the Functions check it; Shopify's own Analytics has no such door, and a live
 * store's admin reads its reports in the Shopify admin instead.
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
    let batch: unknown;
    try {
      batch = JSON.parse(await request.text());
    } catch {
      return HttpResponse.json({ error: 'The batch is not JSON' }, { status: 400 });
    }
    const read = eventsOf(batch);
    if ('problem' in read) return HttpResponse.json({ error: read.problem }, { status: 400 });
    writeLog([...read.events.reverse(), ...readEventLog()].slice(0, EVENT_LOG_SIZE));
    return HttpResponse.json({ result: read.events.map(() => ({ status: 200, message: 'ok' })) });
  }),

  http.get(MONORAIL_ENDPOINT, ({ request }) => {
    const problem = adminProblem(request.headers.get('Authorization'));
    if (problem) return HttpResponse.json({ error: problem.message }, { status: problem.status });
    return HttpResponse.json({ events: readEventLog() });
  }),
];
