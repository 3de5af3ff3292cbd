import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchContent, lazySchema } from '../../../lib/sanity/fetch-content';
import { healthGoalsPageQuery } from '../../../lib/sanity/queries/health-goals';

export const healthGoalsPageQueryOptions = queryOptions({
  queryKey: ['content', 'health-goals'],
  queryFn: () => fetchContent(healthGoalsPageQuery, lazySchema('healthGoalsPageSchema')),
});

export function useHealthGoalsPage() {
  return useSuspenseQuery(healthGoalsPageQueryOptions).data;
}
