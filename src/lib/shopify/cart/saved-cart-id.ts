/**
 * The id of the cart this browser saved, where hydrogen-react's CartProvider keeps it. Apart from
 * saved-cart.ts so that a visit with no saved cart (every first visit) loads nothing more to know.
 */

/** Where CartProvider keeps the cart id (hydrogen-react's `CART_ID_STORAGE_KEY`, not exported by it). */
const CART_ID_STORAGE_KEY = 'shopifyCartId';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function savedCartId(): string | null {
  return storage()?.getItem(CART_ID_STORAGE_KEY) ?? null;
}

export function forgetSavedCart(): void {
  storage()?.removeItem(CART_ID_STORAGE_KEY);
}
