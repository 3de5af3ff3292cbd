import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchContent, lazySchema } from '../../../lib/sanity/fetch-content';
import { labResultsPageQuery } from '../../../lib/sanity/queries/lab-reports';

export const labResultsPageQueryOptions = queryOptions({
  queryKey: ['content', 'lab-results'],
  queryFn: () => fetchContent(labResultsPageQuery, lazySchema('labResultsPageSchema')),
});

export function useLabResultsPage() {
  return useSuspenseQuery(labResultsPageQueryOptions).data;
}
