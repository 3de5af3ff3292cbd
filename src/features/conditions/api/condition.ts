import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchContent, lazySchema } from '../../../lib/sanity/fetch-content';
import { conditionBySlugQuery } from '../../../lib/sanity/queries/conditions';

/** A condition that has its own page; a slug without one answers "not found". */
export function conditionQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['content', 'condition', slug],
    queryFn: () => fetchContent(conditionBySlugQuery, lazySchema('conditionSchema'), { slug }),
  });
}

export function useCondition(slug: string) {
  return useSuspenseQuery(conditionQueryOptions(slug)).data;
}
