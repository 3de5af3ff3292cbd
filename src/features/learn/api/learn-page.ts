import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { learnPageSchema } from '../../../domain/types';
import { fetchContent } from '../../../lib/sanity/fetch-content';
import { learnPageQuery } from '../../../lib/sanity/queries';

export const learnPageQueryOptions = queryOptions({
  queryKey: ['content', 'learn'],
  queryFn: () => fetchContent(learnPageQuery, learnPageSchema),
});

export function useLearnPage() {
  return useSuspenseQuery(learnPageQueryOptions).data;
}
