import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { cartPageSchema } from '../../../domain/types';
import { fetchContent } from '../../../lib/sanity/fetch-content';
import { cartPageQuery } from '../../../lib/sanity/queries';

export const cartPageQueryOptions = queryOptions({
  queryKey: ['content', 'cart'],
  queryFn: () => fetchContent(cartPageQuery, cartPageSchema),
});

export function useCartPage() {
  return useSuspenseQuery(cartPageQueryOptions).data;
}
