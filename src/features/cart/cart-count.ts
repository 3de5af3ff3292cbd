import { useStoreCart } from '../../lib/shopify/cart/store-cart';

/** How many items the shopper's cart holds (0 before the first Add to Cart), for the header's badge. */
export function useCartCount(): number {
  return useStoreCart().cart?.totalQuantity ?? 0;
}
