import { useQuery } from '@tanstack/react-query';
import { productsByNumberQueryOptions } from '../../../lib/shopify';

/**
 * The recommended products, in the order given; a number the catalogue no longer has is skipped.
 * Fetched when the recommendations open, never for an empty list.
 */
export function useRecommendedProducts(numbers: readonly string[], { enabled }: { enabled: boolean }) {
  return useQuery({ ...productsByNumberQueryOptions([...numbers]), enabled: enabled && numbers.length > 0 });
}
