import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchContent, lazySchema } from '../../../lib/sanity/fetch-content';
import { homePageQuery } from '../../../lib/sanity/queries/home';

export const homePageQueryOptions = queryOptions({
  queryKey: ['content', 'home'],
  queryFn: () => fetchContent(homePageQuery, lazySchema('homePageSchema')),
});

/** The home page's content; the route's loader has already fetched it. */
export function useHomePage() {
  return useSuspenseQuery(homePageQueryOptions).data;
}
