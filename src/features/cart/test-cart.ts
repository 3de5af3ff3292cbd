/**
 * Test-only: fills the shopper's saved cart before a page renders, the way a cart exists after an
 * earlier visit (hydrogen-react's cart id in localStorage, the cart in the mock Storefront).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Cart } from '../../domain/commerce';
import { StoreCartProvider, useStoreCart } from '../../lib/shopify';

/** The mock catalogue's merchandise id of product `product`'s `index`th variant. */
export const variantOf = (product: number, index = 1) =>
  `gid://shopify/ProductVariant/${product * 1000 + index}`;

export async function stockCart(
  lines: [merchandiseId: string, quantity: number, sellingPlanId?: string][],
): Promise<Cart> {
  const { result, unmount } = renderHook(() => useStoreCart(), { wrapper: StoreCartProvider });
  await waitFor(() => expect(result.current.status).toBe('idle'));
  let cart: Cart | null = null;
  for (const [merchandiseId, quantity, sellingPlanId] of lines) {
    await act(async () => {
      cart = await result.current.addLine(merchandiseId, quantity, sellingPlanId);
    });
  }
  unmount();
  if (!cart) throw new Error('stockCart needs at least one line');
  return cart;
}
