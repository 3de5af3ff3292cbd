/**
 * The handles of the collections content refers to by id, for links to their pages (learn topics,
 * condition pages). Apart from queries.ts, so that only the pages that link collections carry it.
 */
import { queryOptions } from '@tanstack/react-query';

/** Numeric collection id → handle, for the collections content refers to (see `fetchCollectionHandles`). */
export function collectionHandlesQueryOptions(collectionIds: readonly string[]) {
  const ids = [...collectionIds].sort();
  return queryOptions({
    queryKey: ['shopify', 'collection-handles', ids],
    queryFn: async ({ signal }) => (await import('./collections')).fetchCollectionHandles(ids, signal),
  });
}
