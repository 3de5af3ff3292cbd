import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchContent, lazySchema } from '../../../lib/sanity/fetch-content';
import { faqPageQuery } from '../../../lib/sanity/queries/faq';

export const faqPageQueryOptions = queryOptions({
  queryKey: ['content', 'faq'],
  queryFn: () => fetchContent(faqPageQuery, lazySchema('faqPageSchema')),
});

export function useFaqPage() {
  return useSuspenseQuery(faqPageQueryOptions).data;
}
