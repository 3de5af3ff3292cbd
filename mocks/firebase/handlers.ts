/**
 * The mock Firebase backend: answers the real firebase JS SDK (firebase/auth, firebase/firestore/lite
 * and firebase/functions) on the production hosts. Auth's REST endpoints over a user table, the
 * Firestore REST API over an in-memory document store with the store's security rules, and the
 * callable Functions, which run the real code of functions/: the three community refreshes over
 * fixture feeds, and the newsletter, contact form and admin inbox over the same document store.
 * Each part loads on its first request, so pages that never sign in, show the community lists or
 * send a form do not pay for it. In a real browser each answer takes a moment, so loading states show
 * as they would online.
 */
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { inBrowser } from '../environment';
import { firestoreUrl, functionsUrl, identityToolkitUrl, secureTokenUrl } from './config';

/** Time an answer takes in the browser; none in Node, where tests want answers at once. */
async function latency(ms: number): Promise<void> {
  if (inBrowser) await delay(ms);
}

async function jsonBody(request: Request): Promise<Record<string, unknown> | undefined> {
  const body: unknown = await request.json().catch(() => undefined);
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : undefined;
}

const reply = ({ status, body }: { status: number; body: unknown }) =>
  HttpResponse.json(body as JsonBodyType, { status });

export const firebaseHandlers = [
  http.post(`${identityToolkitUrl}/v1/*`, async ({ request }) => {
    const auth = await import('./auth-api');
    const url = new URL(request.url);
    const keyProblem = auth.checkApiKey(url, 'identitytoolkit.googleapis.com');
    if (keyProblem) return reply(keyProblem);
    const endpoint = auth.identityToolkitEndpoints.get(url.pathname.slice('/v1/'.length));
    if (!endpoint) return reply(auth.authError(`The mock Auth backend does not know ${url.pathname}`, 404));
    await latency(250);
    const body = await jsonBody(request);
    if (!body) return reply(auth.authError('INVALID_JSON_PAYLOAD'));
    return reply(await endpoint(body));
  }),

  http.post(`${secureTokenUrl}/v1/token`, async ({ request }) => {
    const auth = await import('./auth-api');
    const keyProblem = auth.checkApiKey(new URL(request.url), 'securetoken.googleapis.com');
    if (keyProblem) return reply(keyProblem);
    await latency(100);
    return reply(auth.exchangeRefreshToken(new URLSearchParams(await request.text())));
  }),

  http.all(`${firestoreUrl}/v1/*`, async ({ request }) => {
    const [{ handleFirestoreRequest }, { mockFirestore }] = await Promise.all([
      import('./firestore-api'),
      import('./mock-firestore'),
    ]);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    await latency(300);
    return reply(
      handleFirestoreRequest(
        {
          store: mockFirestore,
          emulator: false,
          checkApiKey: true,
          onUnknown: (method, path) => console.warn(`[mock Firestore] unknown request: ${method} ${path}`),
        },
        { method: request.method, url: new URL(request.url), headers: request.headers, text },
      ),
    );
  }),

  http.post(`${functionsUrl}/:name`, async ({ request, params }) => {
    const name = String(params.name);
    const [callables, { mockFirestore }] = await Promise.all([
      import('./callables'),
      import('./mock-firestore'),
    ]);
    if (callables.isMockCallable(name)) await latency(callables.callableLatencyMs(name));
    return reply(
      await callables.runCallable(
        name,
        { authorization: request.headers.get('Authorization'), body: await jsonBody(request) },
        mockFirestore,
      ),
    );
  }),
];
