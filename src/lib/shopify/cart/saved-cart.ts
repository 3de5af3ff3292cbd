/**
 * The cart this browser saved: its id, where hydrogen-react's CartProvider keeps it, and the cart
 * itself, confirmed with Shopify before CartProvider takes it over. CartProvider reads a failed cart
 * query as "no cart", and the next Add to Cart then creates a new cart over the saved id: one
 * Storefront hiccup (HTTP 500, THROTTLED, a broken answer) would lose the shopper's cart for good.
 * So the store asks first, and tells three answers apart: the cart (handed to CartProvider), null
 * (Shopify says it is gone: checked out or expired, so the id is forgotten), and a failure (the id
 * is kept, and the shopper is told and can try again).
 */
import type { Cart } from '../../../domain/commerce';
import { shopifyFetch } from '../client';
import { SavedCartDocument, type SavedCartQuery } from '../generated/graphql';
import { reshapeCart } from '../reshape';

export type SavedCartState = NonNullable<SavedCartQuery['cart']>;

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

/**
 * The saved cart as Shopify has it now, or null when there is no saved cart or Shopify no longer
 * has it. Rejects with a StorefrontError when Shopify could not be asked or did not answer.
 */
export async function confirmSavedCart(): Promise<SavedCartState | null> {
  const cartId = savedCartId();
  if (!cartId) return null;
  const { cart } = await shopifyFetch(SavedCartDocument, { cartId }, 'cart');
  if (cart === null || cart === undefined) {
    storage()?.removeItem(CART_ID_STORAGE_KEY);
    return null;
  }
  if (typeof cart !== 'object' || typeof cart.id !== 'string' || !cart.lines) {
    throw new Error('The saved cart came back without its id or lines.');
  }
  return cart;
}

/** A cart by its id, in the shop's words, or null when Shopify has no such cart. */
export async function fetchCart(cartId: string): Promise<Cart | null> {
  const { cart } = await shopifyFetch(SavedCartDocument, { cartId }, 'cart');
  return cart ? reshapeCart({ ...cart, lines: cart.lines.nodes }) : null;
}
