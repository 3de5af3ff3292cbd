/**
 * The local Firebase backend: answers the real firebase JS SDK (firebase/auth, firebase/firestore/lite
 * and firebase/functions) where their emulator switches send it (config.ts). Auth's REST endpoints over a user table, the
 * Firestore REST API over an in-memory document store with the store's security rules, and the
 * callable Functions, which run the real code of functions/: the three community refreshes over
 * fixture feeds, and the newsletter, contact form and admin inbox over the same document store.
 * Each part loads on its first request, so pages that never sign in, show the community lists or
 * send a form do not pay for it.
 */
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { firestoreUrl, functionsUrl, identityToolkitUrl, secureTokenUrl } from './config';

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
    const endpoint = auth.identityToolkitEndpoints.get(url.pathname.split('/v1/')[1] ?? '');
    if (!endpoint) return reply(auth.authError(`The mock Auth backend does not know ${url.pathname}`, 404));
    const body = await jsonBody(request);
    if (!body) return reply(auth.authError('INVALID_JSON_PAYLOAD'));
    return reply(await endpoint(body));
  }),

  http.post(`${secureTokenUrl}/v1/token`, async ({ request }) => {
    const auth = await import('./auth-api');
    const keyProblem = auth.checkApiKey(new URL(request.url), 'securetoken.googleapis.com');
    if (keyProblem) return reply(keyProblem);
    return reply(auth.exchangeRefreshToken(new URLSearchParams(await request.text())));
  }),

  http.all(`${firestoreUrl}/v1/projects/*`, async ({ request }) => {
    const [{ handleFirestoreRequest }, { mockFirestore }] = await Promise.all([
      import('./firestore-api'),
      import('./mock-firestore'),
    ]);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
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
    return reply(
      await callables.runCallable(
        name,
        {
          authorization: request.headers.get('Authorization'),
          body: await jsonBody(request),
          origin: new URL(request.url).origin,
        },
        mockFirestore,
      ),
    );
  }),
];
