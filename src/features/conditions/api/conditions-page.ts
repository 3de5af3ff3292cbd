import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchContent, lazySchema } from '../../../lib/sanity/fetch-content';
import { conditionsPageQuery } from '../../../lib/sanity/queries/conditions';

export const conditionsPageQueryOptions = queryOptions({
  queryKey: ['content', 'conditions-page'],
  queryFn: () => fetchContent(conditionsPageQuery, lazySchema('conditionsPageSchema')),
});

/** The conditions index (and the shared button texts that condition pages reuse). */
export function useConditionsPage() {
  return useSuspenseQuery(conditionsPageQueryOptions).data;
}
