/**
 * The shop's rules about a cart change, in the shopper's words: what is refused before it is sent
 * (it would change nothing), and what Shopify left out of a change it made, read from the cart it
 * answers with.
 */
import type { CartChange } from './cart-change';
import type { Cart, CartLineToAdd } from './commerce';
import { discountCodeProblem } from './discount-code';

/** Why a change did not happen. `code` follows Shopify's CartErrorCode where Shopify has one. */
export interface CartProblem {
  code:
    | 'INVALID'
    | 'INVALID_QUANTITY'
    | 'LINE_NOT_FOUND'
    | 'MERCHANDISE_UNAVAILABLE'
    | 'DISCOUNT_NOT_APPLICABLE'
    | 'SELLING_PLAN_NOT_APPLICABLE'
    | 'EMPTY_CART'
    | 'UNAVAILABLE';
  message: string;
}

export const cartProblems = {
  notInCart: { code: 'LINE_NOT_FOUND', message: 'This item is no longer in your cart.' },
  soldOut: {
    code: 'MERCHANDISE_UNAVAILABLE',
    message: 'Sorry, this product is sold out or no longer available.',
  },
  planNotAvailable: {
    code: 'SELLING_PLAN_NOT_APPLICABLE',
    message:
      'Sorry, this subscription is not available for this product. Please choose another delivery or buy it once.',
  },
  notUpdated: {
    code: 'UNAVAILABLE',
    message: 'We could not update your cart. Please check your connection and try again.',
  },
} satisfies Record<string, CartProblem>;

const variantId = /^gid:\/\/shopify\/ProductVariant\/\d+$/;
const sellingPlanId = /^gid:\/\/shopify\/SellingPlan\/\d+$/;
const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();
const hasLine = (cart: Cart | null, lineId: string) =>
  Boolean(cart?.lines.some((line) => line.id === lineId));

/** How many of a variant the cart holds on one subscription (or bought once, without `sellingPlanId`). */
function quantityOf(cart: Cart | null, { merchandiseId, sellingPlanId }: CartLineToAdd): number {
  return (cart?.lines ?? [])
    .filter(
      (line) => line.merchandiseId === merchandiseId && (line.sellingPlan?.id ?? undefined) === sellingPlanId,
    )
    .reduce((sum, line) => sum + line.quantity, 0);
}

/** The cart's discount codes without `code`: what the cart keeps when the shopper removes it. */
export function codesWithout(cart: Cart | null, code: string): string[] {
  return (cart?.discountCodes ?? []).map((entry) => entry.code).filter((kept) => !sameCode(kept, code));
}

/** Why a change cannot be sent at all (it would change nothing), or null when it can. */
export function refusalOf(change: CartChange, cart: Cart | null): CartProblem | null {
  switch (change.type) {
    case 'add':
      if (change.lines.length === 0) return { code: 'INVALID', message: 'Choose a product to add.' };
      for (const line of change.lines) {
        if (!Number.isInteger(line.quantity) || line.quantity < 1) {
          return { code: 'INVALID_QUANTITY', message: 'Choose a quantity of at least 1.' };
        }
        if (!variantId.test(line.merchandiseId)) return cartProblems.soldOut;
        if (line.sellingPlanId !== undefined && !sellingPlanId.test(line.sellingPlanId)) {
          return cartProblems.planNotAvailable;
        }
      }
      return null;
    case 'update':
      if (!Number.isInteger(change.quantity) || change.quantity < 0) {
        return { code: 'INVALID_QUANTITY', message: 'Choose a quantity of 0 or more.' };
      }
      return hasLine(cart, change.lineId) ? null : cartProblems.notInCart;
    case 'remove':
      return hasLine(cart, change.lineId) ? null : cartProblems.notInCart;
    case 'discount': {
      const problem = discountCodeProblem(change.code);
      if (problem) return { code: 'INVALID', message: problem };
      return cart && cart.lines.length > 0
        ? null
        : { code: 'EMPTY_CART', message: 'Add a product to your cart before applying a discount code.' };
    }
    case 'remove-discount':
      return cart?.discountCodes.some((entry) => sameCode(entry.code, change.code))
        ? null
        : { code: 'INVALID', message: `The discount code ${change.code.trim()} is not on your cart.` };
    case 'confirm-age':
      return cart ? null : { code: 'EMPTY_CART', message: 'Your cart is empty.' };
  }
}

/** What Shopify left out of a change it made, judged from the cart before and after it. */
export function shortfallOf(change: CartChange, before: Cart | null, after: Cart): CartProblem | null {
  switch (change.type) {
    case 'add': {
      // Shopify leaves sold-out merchandise out (with a warning): the first line it left out says why.
      const missing = change.lines.find(
        (line) => quantityOf(after, line) - quantityOf(before, line) < line.quantity,
      );
      if (!missing) return null;
      return missing.sellingPlanId ? cartProblems.planNotAvailable : cartProblems.soldOut;
    }
    case 'update': {
      const line = after.lines.find((candidate) => candidate.id === change.lineId);
      if (change.quantity === 0 || (line && line.quantity >= change.quantity)) return null;
      if (!line) return cartProblems.notInCart;
      const { quantity, productTitle } = line;
      const message = `Only ${quantity} of ${productTitle} ${quantity === 1 ? 'is' : 'are'} available.`;
      return { code: 'MERCHANDISE_UNAVAILABLE', message };
    }
    case 'discount': {
      const entry = after.discountCodes.find((candidate) => sameCode(candidate.code, change.code));
      if (entry?.applicable) return null;
      const message = `The discount code ${change.code.trim()} is not valid for your cart.`;
      return { code: 'DISCOUNT_NOT_APPLICABLE', message };
    }
    default:
      return null;
  }
}
