import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { healthGoalsPageSchema } from '../../../domain/types';
import { fetchContent } from '../../../lib/sanity/fetch-content';
import { healthGoalsPageQuery } from '../../../lib/sanity/queries';

export const healthGoalsPageQueryOptions = queryOptions({
  queryKey: ['content', 'health-goals'],
  queryFn: () => fetchContent(healthGoalsPageQuery, healthGoalsPageSchema),
});

export function useHealthGoalsPage() {
  return useSuspenseQuery(healthGoalsPageQueryOptions).data;
}
