import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchContent, lazySchema } from '../../../lib/sanity/fetch-content';
import { shippingPolicyQuery } from '../../../lib/sanity/queries/shipping';

export const shippingPolicyQueryOptions = queryOptions({
  queryKey: ['content', 'shipping'],
  queryFn: () => fetchContent(shippingPolicyQuery, lazySchema('shippingPolicySchema')),
});

export function useShippingPolicy() {
  return useSuspenseQuery(shippingPolicyQueryOptions).data;
}
