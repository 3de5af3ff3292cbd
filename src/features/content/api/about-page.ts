import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchContent, lazySchema } from '../../../lib/sanity/fetch-content';
import { aboutPageQuery } from '../../../lib/sanity/queries/about';

export const aboutPageQueryOptions = queryOptions({
  queryKey: ['content', 'about'],
  queryFn: () => fetchContent(aboutPageQuery, lazySchema('aboutPageSchema')),
});

export function useAboutPage() {
  return useSuspenseQuery(aboutPageQueryOptions).data;
}
