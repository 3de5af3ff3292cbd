import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { shippingPolicySchema } from '../../../domain/types';
import { fetchContent } from '../../../lib/sanity/fetch-content';
import { shippingPolicyQuery } from '../../../lib/sanity/queries';

export const shippingPolicyQueryOptions = queryOptions({
  queryKey: ['content', 'shipping'],
  queryFn: () => fetchContent(shippingPolicyQuery, shippingPolicySchema),
});

export function useShippingPolicy() {
  return useSuspenseQuery(shippingPolicyQueryOptions).data;
}
