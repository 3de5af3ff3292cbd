import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { aboutPageSchema } from '../../../domain/types';
import { fetchContent } from '../../../lib/sanity/fetch-content';
import { aboutPageQuery } from '../../../lib/sanity/queries';

export const aboutPageQueryOptions = queryOptions({
  queryKey: ['content', 'about'],
  queryFn: () => fetchContent(aboutPageQuery, aboutPageSchema),
});

export function useAboutPage() {
  return useSuspenseQuery(aboutPageQueryOptions).data;
}
