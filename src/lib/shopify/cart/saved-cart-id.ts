/**
 * Where this browser keeps its cart's id. Whether it keeps one is known without the cart's
 * requests (cart-requests.ts, which load with the first of them): the frame reads it as it renders.
 */

/**
 * hydrogen-react's key, which the store used before, so saved carts survive. The boot script reads
 * it too (src/lib/hydration/boot.js, "An empty cart").
 */
export const CART_ID_STORAGE_KEY = 'shopifyCartId';

/** The browser's localStorage, or null where there is none (prerendering, or storage refused). */
export function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Null when this browser keeps no cart id, so its cart is empty without asking Shopify; undefined
 * when it keeps one, or cannot say (no storage, as when prerendering).
 */
export function emptyWithoutSavedCart(): null | undefined {
  const kept = storage();
  return kept && !kept.getItem(CART_ID_STORAGE_KEY) ? null : undefined;
}
