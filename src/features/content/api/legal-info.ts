import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchContent, lazySchema } from '../../../lib/sanity/fetch-content';
import { legalInfoQuery } from '../../../lib/sanity/queries/legal';

export const legalInfoQueryOptions = queryOptions({
  queryKey: ['content', 'legal'],
  queryFn: () => fetchContent(legalInfoQuery, lazySchema('legalInfoSchema')),
});

export function useLegalInfo() {
  return useSuspenseQuery(legalInfoQueryOptions).data;
}
