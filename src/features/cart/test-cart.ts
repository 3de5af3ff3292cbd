/**
 * Test-only: fills the shopper's saved cart before a page renders, the way a cart exists after an
 * earlier visit (the cart id in localStorage, the cart in the mock Storefront).
 */
import { createElement, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { Cart } from '../../domain/commerce';
import { useStoreCart } from '../../lib/shopify';

/** The mock catalogue's merchandise id of product `product`'s `index`th variant. */
export const variantOf = (product: number, index = 1) =>
  `gid://shopify/ProductVariant/${product * 1000 + index}`;

export async function stockCart(
  lines: [merchandiseId: string, quantity: number, sellingPlanId?: string][],
): Promise<Cart> {
  // A visit of its own: the page rendered next loads the saved cart afresh.
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(QueryClientProvider, { client }, children);
  const { result, unmount } = renderHook(() => useStoreCart(), { wrapper });
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
