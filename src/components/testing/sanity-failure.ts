/**
 * Makes the mock Content Lake fail the queries that read one document (matched by a piece of the
 * GROQ text, e.g. `"homePage"`) until `stop()` is called; every other query is answered by the
 * real handlers. Test-only code.
 */
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { contentQueryEndpoint } from '../../../mocks/sanity/handlers';

export function failSanityQueries(groqFragment: string): { stop: () => void } {
  let failing = true;
  server.use(
    http.all(contentQueryEndpoint, async ({ request }) => {
      if (!failing) return undefined;
      const query =
        request.method === 'GET'
          ? new URL(request.url).searchParams.get('query')
          : ((await request.clone().json()) as { query?: string }).query;
      if (!query?.includes(groqFragment)) return undefined;
      return HttpResponse.json(
        { error: { description: 'The content backend is unavailable', type: 'internalError' } },
        { status: 500 },
      );
    }),
  );
  return {
    stop: () => {
      failing = false;
    },
  };
}
