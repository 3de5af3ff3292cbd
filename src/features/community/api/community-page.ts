import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { communityPageSchema } from '../../../domain/types';
import { fetchContent } from '../../../lib/sanity/fetch-content';
import { communityPageQuery } from '../../../lib/sanity/queries';

export const communityPageQueryOptions = queryOptions({
  queryKey: ['content', 'community'],
  queryFn: () => fetchContent(communityPageQuery, communityPageSchema),
});

export function useCommunityPage() {
  return useSuspenseQuery(communityPageQueryOptions).data;
}
