/**
 * The mock Content Lake: answers `@sanity/client`'s query requests (GET and POST, api and apicdn
 * hosts) by evaluating the GROQ with groq-js over the seed dataset (content-query.ts). (The seed's
 * images and files, such as the lab certificates, are files of the build: mocks/media/served-files.ts.)
 * Drafts are never returned, as with the `published` perspective. The seed and groq-js load on the
 * first content request rather than with the mock worker: a first Add to Cart (whose request starts
 * the worker) does not wait for them.
 */
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { mockConfig } from '../../src/config/env-schema';
import type * as ContentQuery from './content-query';

const { projectId, dataset } = mockConfig.sanity;

type Params = ContentQuery.QueryParams;

let engine: Promise<typeof ContentQuery> | undefined;
const loadEngine = () => (engine ??= import('./content-query'));

function paramsFromSearch(search: URLSearchParams): Params {
  const params: Params = {};
  for (const [key, value] of search) {
    if (!key.startsWith('$')) continue;
    try {
      params[key.slice(1)] = JSON.parse(value);
    } catch {
      throw new Error(`Parameter ${key} is not valid JSON`);
    }
  }
  return params;
}

async function runQuery(query: string, params: Params) {
  const { runContentQuery } = await loadEngine();
  return runContentQuery(query, params);
}

function groqError(message: string) {
  return HttpResponse.json({ error: { description: message, type: 'queryParseError' } }, { status: 400 });
}

const onGet: HttpResponseResolver<{ dataset: string }> = async ({ request, params }) => {
  if (params.dataset !== dataset) return HttpResponse.json({ error: 'Dataset not found' }, { status: 404 });
  const search = new URL(request.url).searchParams;
  const query = search.get('query');
  if (!query) return groqError('Missing query parameter');
  try {
    return HttpResponse.json(await runQuery(query, paramsFromSearch(search)));
  } catch (error) {
    return groqError((error as Error).message);
  }
};

const onPost: HttpResponseResolver<{ dataset: string }> = async ({ request, params }) => {
  if (params.dataset !== dataset) return HttpResponse.json({ error: 'Dataset not found' }, { status: 404 });
  const body = (await request.json().catch(() => null)) as { query?: unknown; params?: Params } | null;
  if (!body || typeof body.query !== 'string') return groqError('Request body must be { query, params }');
  try {
    return HttpResponse.json(await runQuery(body.query, body.params ?? {}));
  } catch (error) {
    return groqError((error as Error).message);
  }
};

const hosts = [`https://${projectId}.api.sanity.io`, `https://${projectId}.apicdn.sanity.io`];

export const sanityHandlers = hosts.flatMap((host) => [
  http.get(`${host}/:version/data/query/:dataset`, onGet),
  http.post(`${host}/:version/data/query/:dataset`, onPost),
]);
