import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchContent, lazySchema } from '../../../lib/sanity/fetch-content';
import { communityPageQuery } from '../../../lib/sanity/queries/community';

export const communityPageQueryOptions = queryOptions({
  queryKey: ['content', 'community'],
  queryFn: () => fetchContent(communityPageQuery, lazySchema('communityPageSchema')),
});

export function useCommunityPage() {
  return useSuspenseQuery(communityPageQueryOptions).data;
}
