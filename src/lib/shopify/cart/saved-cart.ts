/**
 * The cart this browser saved, confirmed with Shopify before hydrogen-react's CartProvider takes it
 * over. CartProvider reads a failed cart query as "no cart", and the next Add to Cart then creates a
 * new cart over the saved id: one Storefront hiccup (HTTP 500, THROTTLED, a broken answer) would
 * lose the shopper's cart for good. So the store asks first, and tells three answers apart: the cart
 * (handed to CartProvider), null (Shopify says it is gone: checked out or expired, so the id is
 * forgotten), and a failure (the id is kept, and the shopper is told and can try again).
 */
import type { Cart } from '../../../domain/commerce';
import { shopifyFetch } from '../client';
import { SavedCartDocument, type SavedCartQuery } from '../generated/graphql';
import { reshapeCart } from '../reshape';
import { forgetSavedCart, savedCartId } from './saved-cart-id';

export type SavedCartState = NonNullable<SavedCartQuery['cart']>;

/**
 * The saved cart as Shopify has it now, or null when there is no saved cart or Shopify no longer
 * has it. Rejects with a StorefrontError when Shopify could not be asked or did not answer.
 */
export async function confirmSavedCart(): Promise<SavedCartState | null> {
  const cartId = savedCartId();
  if (!cartId) return null;
  const { cart } = await shopifyFetch(SavedCartDocument, { cartId }, 'cart');
  if (cart === null || cart === undefined) {
    forgetSavedCart();
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
