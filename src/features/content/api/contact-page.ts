import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchContent, lazySchema } from '../../../lib/sanity/fetch-content';
import { contactPageQuery } from '../../../lib/sanity/queries/contact';

export const contactPageQueryOptions = queryOptions({
  queryKey: ['content', 'contact'],
  queryFn: () => fetchContent(contactPageQuery, lazySchema('contactPageSchema')),
});

export function useContactPage() {
  return useSuspenseQuery(contactPageQueryOptions).data;
}
