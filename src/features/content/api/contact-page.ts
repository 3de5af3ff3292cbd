import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { contactPageSchema } from '../../../domain/types';
import { fetchContent } from '../../../lib/sanity/fetch-content';
import { contactPageQuery } from '../../../lib/sanity/queries';

export const contactPageQueryOptions = queryOptions({
  queryKey: ['content', 'contact'],
  queryFn: () => fetchContent(contactPageQuery, contactPageSchema),
});

export function useContactPage() {
  return useSuspenseQuery(contactPageQueryOptions).data;
}
