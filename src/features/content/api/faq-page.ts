import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { faqPageSchema } from '../../../domain/types';
import { fetchContent } from '../../../lib/sanity/fetch-content';
import { faqPageQuery } from '../../../lib/sanity/queries';

export const faqPageQueryOptions = queryOptions({
  queryKey: ['content', 'faq'],
  queryFn: () => fetchContent(faqPageQuery, faqPageSchema),
});

export function useFaqPage() {
  return useSuspenseQuery(faqPageQueryOptions).data;
}
