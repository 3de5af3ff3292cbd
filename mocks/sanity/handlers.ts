/**
 * The local Content Lake: answers `@sanity/client`'s query requests (GET and POST) at the path the
 * Content Lake serves them, `<origin>/v<api version>/data/query/<dataset>`, by evaluating the GROQ
 * with groq-js over the seed dataset (content-query.ts). (The seed's images and files: mocks/media/.)
 * As the Content Lake does, it answers the `published` perspective unless the request names
 * another (`perspective=drafts`: what the Studio's Presentation tool previews), and adds the
 * answer's Content Source Map when asked (`resultSourceMap`). The seed and groq-js load on the first
 * content request.
 */
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { mockConfig } from '../../src/config/env-schema';
import type { QueryOptions, QueryParams } from './content-query';
import { isPerspective, perspectives } from './perspective';

const { dataset } = mockConfig.sanity;

function paramsFromSearch(search: URLSearchParams): QueryParams {
  const params: QueryParams = {};
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

function groqError(message: string) {
  return HttpResponse.json({ error: { description: message, type: 'queryParseError' } }, { status: 400 });
}

/** The options the client sends in the address, for GET and POST alike; null for a perspective it cannot read. */
function queryOptions(search: URLSearchParams): QueryOptions | null {
  const perspective = search.get('perspective') ?? 'published';
  if (!isPerspective(perspective)) return null;
  const sourceMap = search.get('resultSourceMap');
  const resultSourceMap =
    sourceMap === 'withKeyArraySelector' ? sourceMap : sourceMap === 'true' ? 'withIndex' : undefined;
  return { perspective, resultSourceMap };
}

/** The query's answer, or the Content Lake's 400 for a query (or parameter, or perspective) it cannot read. */
async function answer(request: Request, query: string, params: () => QueryParams) {
  const search = new URL(request.url).searchParams;
  const options = queryOptions(search);
  if (!options) {
    return HttpResponse.json(
      {
        error: {
          description: `Unknown perspective "${search.get('perspective')}": the local Content Lake answers ${perspectives.join(', ')}`,
          type: 'validationError',
        },
      },
      { status: 400 },
    );
  }
  try {
    const { runContentQuery } = await import('./content-query');
    return HttpResponse.json(await runContentQuery(query, params(), options));
  } catch (error) {
    return groqError((error as Error).message);
  }
}

const onGet: HttpResponseResolver<{ dataset: string }> = async ({ request, params }) => {
  if (params.dataset !== dataset) return HttpResponse.json({ error: 'Dataset not found' }, { status: 404 });
  const search = new URL(request.url).searchParams;
  const query = search.get('query');
  if (!query) return groqError('Missing query parameter');
  return answer(request, query, () => paramsFromSearch(search));
};

const onPost: HttpResponseResolver<{ dataset: string }> = async ({ request, params }) => {
  if (params.dataset !== dataset) return HttpResponse.json({ error: 'Dataset not found' }, { status: 404 });
  const body = (await request.json().catch(() => null)) as { query?: unknown; params?: QueryParams } | null;
  if (!body || typeof body.query !== 'string') return groqError('Request body must be { query, params }');
  return answer(request, body.query, () => body.params ?? {});
};

/** The query API on whichever origin serves it (the local services', a test's page). */
export const contentQueryEndpoint = '*/:version/data/query/:dataset';

/**
 * Who the project's API takes the browser for. The local Content Lake has no accounts and answers
 * drafts to anyone (only this machine reaches it): every browser is the editor on this machine.
 */
const currentUser = http.get('*/:version/users/me', () =>
  HttpResponse.json({ id: 'local-editor', name: 'Editor on this machine', role: 'administrator' }),
);

export const sanityHandlers = [
  http.get(contentQueryEndpoint, onGet),
  http.post(contentQueryEndpoint, onPost),
  currentUser,
];
