import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type * as ContentTypes from '../../domain/types';
import { withDeadline } from '../deadline';
import { sanityClient } from './client';

/** The name of a content schema of src/domain/types.ts. */
type SchemaName = {
  [Name in keyof typeof ContentTypes]: (typeof ContentTypes)[Name] extends z.ZodMiniType ? Name : never;
}[keyof typeof ContentTypes];

type Params = Record<string, string | number | boolean>;

type ContentSchema<Name extends SchemaName> = (typeof ContentTypes)[Name] & z.ZodMiniType;

/** A schema, or a function that loads it. */
type SchemaSource<Schema extends z.ZodMiniType> = Schema | (() => Promise<Schema>);

/**
 * A schema of src/domain/types.ts that loads (with zod) on the first query that needs it, like the
 * Sanity client: a prerendered page arrives with its content and needs neither to show it.
 */
export function lazySchema<Name extends SchemaName>(name: Name): () => Promise<(typeof ContentTypes)[Name]> {
  return () => import('../../domain/types').then((types) => types[name]);
}

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

/**
 * Runs a GROQ query and parses the answer into a domain type. Network failures, no answer within
 * the deadline (src/lib/deadline.ts), missing documents and answers of the wrong shape each become
 * a ContentError with a readable message.
 */
export async function fetchContent<Schema extends z.ZodMiniType>(
  query: string,
  schemaSource: SchemaSource<Schema>,
  params: Params = {},
): Promise<z.output<Schema>> {
  let result: unknown;
  const deadline = withDeadline();
  try {
    const client = await sanityClient();
    result = await client.fetch(query, params, { signal: deadline.signal });
  } catch (cause) {
    throw new ContentError(
      'We could not load this content. Please check your connection and try again.',
      'unavailable',
      {
        cause,
      },
    );
  } finally {
    deadline.done();
  }
  if (result === null || result === undefined) {
    throw new ContentError('This content is not available.', 'not-found');
  }
  const schema = typeof schemaSource === 'function' ? await schemaSource() : schemaSource;
  const parsed = schema.safeParse(result);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first ? `${first.path.join('.') || 'document'}: ${first.message}` : 'unknown field';
    throw new ContentError(`This content is incomplete and cannot be shown (${where}).`, 'malformed', {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/**
 * The query options of a read of content: keyed `['content', ...key]`, answered by `query` and
 * checked with the schema `schema` of src/domain/types.ts.
 */
export function contentQueryOptions<Name extends SchemaName>(
  key: readonly (string | Params)[],
  query: string,
  schema: Name,
  params?: Params,
) {
  return queryOptions({
    queryKey: ['content', ...key] as const,
    queryFn: () => fetchContent(query, lazySchema(schema) as () => Promise<ContentSchema<Name>>, params),
  });
}
