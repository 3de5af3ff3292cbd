/**
 * Faults the local services can be told to answer, by tests only (`STORE_TEST_FAULTS=allow`, which
 * the browser tests' global setup sets): a test posts a fault to FAULTS_PATH, and the services
 * answer it instead of the real answer to the requests it matches, but only for the browser that
 * carries the fault's scope in the FAULT_SCOPE_COOKIE cookie, so tests running side by side never
 * see each other's faults. A fault matches a part of the request's path (`/api/`, `data/query`,
 * `accounts:signInWithPassword`, `/sendContactMessage`) and, for the Storefront API, the GraphQL
 * operation's name.
 */
import { delay, http, HttpResponse } from 'msw';

export const FAULTS_PATH = '/__local-services/faults';
export const FAULT_SCOPE_COOKIE = 'local-services-fault-scope';

export type FaultAnswer = 'error' | 'throttled' | 'malformed' | 'never';

export interface Fault {
  /** The browser it applies to: the value of its FAULT_SCOPE_COOKIE. */
  scope: string;
  /** A part of the request's path. */
  path: string;
  /** The GraphQL operation's name (Storefront API requests). */
  operation?: string;
  answer: FaultAnswer;
}

const faults: Fault[] = [];
const answers = new Set<FaultAnswer>(['error', 'throttled', 'malformed', 'never']);

function isFault(value: unknown): value is Fault {
  const fault = value as Partial<Fault> | null;
  return (
    typeof fault?.scope === 'string' &&
    fault.scope !== '' &&
    typeof fault.path === 'string' &&
    fault.path !== '' &&
    (fault.operation === undefined || typeof fault.operation === 'string') &&
    answers.has(fault.answer as FaultAnswer)
  );
}

function scopeOf(request: Request): string | null {
  const cookies = request.headers.get('Cookie') ?? '';
  const pair = cookies.split(/;\s*/).find((cookie) => cookie.startsWith(`${FAULT_SCOPE_COOKIE}=`));
  return pair ? decodeURIComponent(pair.slice(FAULT_SCOPE_COOKIE.length + 1)) : null;
}

async function operationOf(request: Request): Promise<string | null> {
  if (request.method !== 'POST') return null;
  const body = (await request
    .clone()
    .json()
    .catch(() => null)) as { query?: unknown } | null;
  if (typeof body?.query !== 'string') return null;
  return /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? null;
}

async function faultFor(request: Request): Promise<Fault | null> {
  const scope = scopeOf(request);
  if (!scope) return null;
  const { pathname } = new URL(request.url);
  const candidates = faults.filter((fault) => fault.scope === scope && pathname.includes(fault.path));
  if (candidates.length === 0) return null;
  const operation = await operationOf(request);
  return candidates.find((fault) => !fault.operation || fault.operation === operation) ?? null;
}

const isStorefront = (request: Request) => new URL(request.url).pathname.endsWith('/graphql.json');

async function faultAnswer(fault: Fault, request: Request): Promise<Response> {
  switch (fault.answer) {
    case 'error':
      return HttpResponse.json({ errors: [{ message: 'Internal error' }] }, { status: 500 });
    case 'throttled':
      // Shopify throttles with HTTP 200 and a THROTTLED error; Google and Sanity with 429.
      return isStorefront(request)
        ? HttpResponse.json({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] })
        : HttpResponse.json({ error: { code: 429, message: 'Too many requests' } }, { status: 429 });
    case 'malformed':
      return new HttpResponse('{"data": {"unexpected', { headers: { 'Content-Type': 'application/json' } });
    case 'never':
      await delay('infinite');
      return HttpResponse.error();
  }
}

/** The faults' handlers: first in the list, so a matching fault answers before the service does. */
export const faultHandlers = [
  http.post(`*${FAULTS_PATH}`, async ({ request }) => {
    const fault: unknown = await request.json().catch(() => null);
    if (!isFault(fault)) {
      return HttpResponse.json(
        { error: 'A fault is { scope, path, operation?, answer: error | throttled | malformed | never }' },
        { status: 400 },
      );
    }
    faults.push(fault);
    return HttpResponse.json({ added: fault });
  }),
  http.delete(`*${FAULTS_PATH}`, ({ request }) => {
    const scope = new URL(request.url).searchParams.get('scope');
    for (let index = faults.length - 1; index >= 0; index -= 1) {
      if (!scope || faults[index]!.scope === scope) faults.splice(index, 1);
    }
    return new HttpResponse(null, { status: 204 });
  }),
  http.all('*', async ({ request }) => {
    const fault = await faultFor(request);
    return fault ? faultAnswer(fault, request) : undefined;
  }),
];
