import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import { withDeadline } from '../deadline';
import { sanityClient } from './client';

type Params = Record<string, string | number | boolean>;

/** Why content could not be shown; `message` is fit for a shopper's eyes. */
export class ContentError extends Error {
  override name = 'ContentError';
  constructor(
    message: string,
    readonly reason: 'unavailable' | 'not-found' | 'malformed',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

function incomplete(problem: string): ContentError {
  return new ContentError(`This content is incomplete and cannot be shown (${problem}).`, 'malformed');
}

/** The checks of answers, asked for before they are needed: a failure to load them counts once awaited. */
function loadChecks() {
  const checks = import('./answer-check');
  checks.catch(() => {});
  return checks;
}

/**
 * Runs a GROQ query and checks its answer against the shape TypeGen generated for the query
 * (`Result`, its `<Name>QueryResult` of src/domain/content.generated.ts). Network failures, no
 * answer within the deadline (src/lib/deadline.ts), missing documents and answers of another shape
 * each become a ContentError with a readable message. The checks load with the first request, beside
 * the Sanity client rather than after the answer (on a phone's network, each file asked for only
 * once another has come costs a round trip): a prerendered page arrives with its content and needs
 * neither to show it.
 */
export async function fetchContent<Result>(
  query: string,
  params: Params = {},
  signal?: AbortSignal,
): Promise<NonNullable<Result>> {
  const checks = loadChecks();
  let answer: Result;
  const deadline = withDeadline(signal);
  try {
    const client = await sanityClient();
    answer = await client.fetch<Result>(query, params, { signal: deadline.signal });
  } catch (cause) {
    throw new ContentError(
      'We could not load this content. Please check your connection and try again.',
      'unavailable',
      { cause: deadline.timedOut() ? deadline.signal.reason : cause },
    );
  } finally {
    deadline.done();
  }
  if (answer === null || answer === undefined) {
    throw new ContentError('This content is not available.', 'not-found');
  }
  const problem = (await checks).answerProblem(query, answer);
  if (problem) throw incomplete(problem);
  return answer;
}

/**
 * Like `fetchContent`, then parses the answer with `schema`, a zod schema of
 * src/domain/content-boundaries.ts for content that crosses a trust boundary (loaded with it).
 */
export async function fetchParsedContent<Schema extends z.ZodMiniType>(
  query: string,
  schema: () => Promise<Schema>,
  params: Params = {},
  signal?: AbortSignal,
): Promise<z.output<Schema>> {
  const boundary = schema();
  boundary.catch(() => {}); // counts once awaited, below
  const answer = await fetchContent<unknown>(query, params, signal);
  const [check, parseWith] = await Promise.all([loadChecks(), boundary]);
  const parsed = check.parseAnswer(parseWith, answer);
  if (parsed.problem !== undefined) throw incomplete(parsed.problem);
  return parsed.data;
}

/** The query options of a read of content: keyed `['content', ...key]`, answered by `query`. */
export function contentQueryOptions<Result>(
  key: readonly (string | Params)[],
  query: string,
  params?: Params,
) {
  return queryOptions({
    queryKey: ['content', ...key] as const,
    queryFn: ({ signal }) => fetchContent<Result>(query, params, signal),
  });
}

/**
 * The query options of a read of content that crosses a trust boundary: its answer is parsed with
 * `schema` of src/domain/content-boundaries.ts (see `fetchParsedContent`).
 */
export function parsedContentQueryOptions<Schema extends z.ZodMiniType>(
  key: readonly (string | Params)[],
  query: string,
  schema: () => Promise<Schema>,
  params?: Params,
) {
  return queryOptions({
    queryKey: ['content', ...key] as const,
    queryFn: ({ signal }) => fetchParsedContent(query, schema, params, signal),
  });
}
