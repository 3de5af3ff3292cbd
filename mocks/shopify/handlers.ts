/**
 * The mock Storefront API: answers `POST https://<store>/api/2026-04/graphql.json` for the store's
 * own requests (graphql-request) and for hydrogen-react's cart. (Product images are files of the
 * build: see mocks/media/served-files.ts.) The catalogue and the GraphQL engine (storefront.ts: the
 * 800 KB schema and graphql-js's executor) are loaded on the first request that needs them rather
 * than with the mock worker, so the first paint does not wait for them and pages that never talk to
 * Shopify do not pay for them.
 */
import { http, HttpResponse } from 'msw';
import { mockConfig } from '../../src/config/env-schema';

const { storeDomain, storefrontToken } = mockConfig.shopify;
export const storefrontEndpoint = `https://${storeDomain}/api/2026-04/graphql.json`;

function unauthorized() {
  return HttpResponse.json(
    { errors: '[API] Invalid API key or access token (unrecognized login or wrong password)' },
    { status: 401 },
  );
}

function badRequest() {
  return HttpResponse.json({ errors: { query: 'Required parameter missing or invalid' } }, { status: 400 });
}

interface GraphQLBody {
  query: string;
  variables?: Record<string, unknown> | null;
  operationName?: string | null;
}

async function readBody(request: Request): Promise<GraphQLBody | null> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/graphql')) return { query: await request.text() };
  const body: unknown = await request.json().catch(() => null);
  if (!body || typeof body !== 'object' || typeof (body as GraphQLBody).query !== 'string') return null;
  const { query, variables, operationName } = body as GraphQLBody;
  return {
    query,
    variables: variables && typeof variables === 'object' ? variables : null,
    operationName: typeof operationName === 'string' ? operationName : null,
  };
}

export const shopifyHandlers = [
  http.post(storefrontEndpoint, async ({ request }) => {
    if (request.headers.get('X-Shopify-Storefront-Access-Token') !== storefrontToken) return unauthorized();
    const body = await readBody(request);
    if (!body) return badRequest();
    const { runStorefrontRequest } = await import('./storefront');
    return HttpResponse.json(await runStorefrontRequest(body));
  }),
];
