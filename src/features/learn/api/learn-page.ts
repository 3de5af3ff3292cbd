import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchContent, lazySchema } from '../../../lib/sanity/fetch-content';
import { learnPageQuery } from '../../../lib/sanity/queries/learn';

export const learnPageQueryOptions = queryOptions({
  queryKey: ['content', 'learn'],
  queryFn: () => fetchContent(learnPageQuery, lazySchema('learnPageSchema')),
});

export function useLearnPage() {
  return useSuspenseQuery(learnPageQueryOptions).data;
}
