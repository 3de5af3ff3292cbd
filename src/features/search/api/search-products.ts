import { useQuery } from '@tanstack/react-query';
import { productsQueryOptions } from '../../../lib/shopify';

/** The whole shop catalogue, fetched when the palette first opens (and shared with the shop page). */
export function useSearchProducts({ enabled }: { enabled: boolean }) {
  return useQuery({ ...productsQueryOptions(), enabled });
}
