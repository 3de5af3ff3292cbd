/**
 * Makes the mock Content Lake answer the queries that read one document (matched by a piece of the
 * GROQ text, e.g. `_id == "quiz"`) with the seed's answer as `edit` changes it, as if an editor had
 * changed that document in the Studio; every other query is answered by the real handlers.
 * Test-only code.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { contentQueryEndpoint } from '../../../mocks/sanity/handlers';
import { runContentQuery, type QueryParams } from '../../../mocks/sanity/content-query';

export function editSanityAnswer<Result>(groqFragment: string, edit: (result: Result) => Result) {
  server.use(
    http.all(contentQueryEndpoint, async ({ request }) => {
      let query: string | null;
      let params: QueryParams = {};
      if (request.method === 'GET') {
        const search = new URL(request.url).searchParams;
        query = search.get('query');
        for (const [key, value] of search) if (key.startsWith('$')) params[key.slice(1)] = JSON.parse(value);
      } else {
        const body = (await request.clone().json()) as { query?: string; params?: QueryParams };
        query = body.query ?? null;
        params = body.params ?? {};
      }
      if (!query?.includes(groqFragment)) return undefined;
      const answer = await runContentQuery(query, params);
      return HttpResponse.json({ ...answer, result: edit(answer.result as Result) });
    }),
  );
}
