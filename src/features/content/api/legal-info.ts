import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { legalInfoSchema } from '../../../domain/types';
import { fetchContent } from '../../../lib/sanity/fetch-content';
import { legalInfoQuery } from '../../../lib/sanity/queries';

export const legalInfoQueryOptions = queryOptions({
  queryKey: ['content', 'legal'],
  queryFn: () => fetchContent(legalInfoQuery, legalInfoSchema),
});

export function useLegalInfo() {
  return useSuspenseQuery(legalInfoQueryOptions).data;
}
