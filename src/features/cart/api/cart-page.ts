import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchContent, lazySchema } from '../../../lib/sanity/fetch-content';
import { cartPageQuery } from '../../../lib/sanity/queries/cart';

export const cartPageQueryOptions = queryOptions({
  queryKey: ['content', 'cart'],
  queryFn: () => fetchContent(cartPageQuery, lazySchema('cartPageSchema')),
});

export function useCartPage() {
  return useSuspenseQuery(cartPageQueryOptions).data;
}
