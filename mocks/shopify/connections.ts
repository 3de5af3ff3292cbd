/**
 * Relay connections as the Storefront API pages them: `first`/`last` up to 250, opaque cursors
 * (`after`/`before`), `reverse`, and Shopify's argument errors.
 */
import { GraphQLError } from 'graphql';

/** A field's arguments, as graphql-js's default resolver passes them. */
export type Args = Record<string, unknown>;

export const MAX_PAGE_SIZE = 250;

export function argumentError(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } });
}

const encodeCursor = (key: string) => btoa(JSON.stringify({ last_id: key }));

function decodeCursor(cursor: unknown): string | null {
  if (typeof cursor !== 'string') return null;
  try {
    const decoded: unknown = JSON.parse(atob(cursor));
    return decoded && typeof decoded === 'object' && 'last_id' in decoded ? String(decoded.last_id) : null;
  } catch {
    return null;
  }
}

export function connection<T>(items: T[], args: Args, keyOf: (item: T) => string) {
  const { first, last, after, before, reverse } = args as {
    first?: number | null;
    last?: number | null;
    after?: string | null;
    before?: string | null;
    reverse?: boolean | null;
  };
  if (first == null && last == null) throw argumentError('you must provide one of first or last');
  for (const [name, value] of [
    ['first', first],
    ['last', last],
  ] as const) {
    if (value == null) continue;
    if (value < 0) throw argumentError(`${name} must be a non-negative integer`);
    if (value > MAX_PAGE_SIZE) throw argumentError(`${name} cannot exceed ${MAX_PAGE_SIZE}`);
  }
  const ordered = reverse ? [...items].reverse() : items;
  let start = 0;
  let end = ordered.length;
  if (after != null) {
    const key = decodeCursor(after);
    if (key === null) throw argumentError(`Invalid cursor for current pagination sort.`);
    start = ordered.findIndex((item) => keyOf(item) === key) + 1;
  }
  if (before != null) {
    const key = decodeCursor(before);
    if (key === null) throw argumentError(`Invalid cursor for current pagination sort.`);
    const index = ordered.findIndex((item) => keyOf(item) === key);
    if (index >= 0) end = index;
  }
  let page = ordered.slice(start, end);
  let hasNextPage = end < ordered.length;
  let hasPreviousPage = start > 0;
  if (first != null && page.length > first) {
    page = page.slice(0, first);
    hasNextPage = true;
  }
  if (last != null && page.length > last) {
    page = page.slice(page.length - last);
    hasPreviousPage = true;
  }
  const edges = page.map((node) => ({ cursor: encodeCursor(keyOf(node)), node }));
  return {
    edges,
    nodes: page,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

export const emptyConnection = (args: Args) => connection([], { first: 0, ...args }, () => '');

export function stringConnection(values: string[], args: Args) {
  return connection(values, args, (value) => value);
}
