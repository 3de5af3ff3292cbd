/**
 * The cart changes a shopper can ask for, and how the store tells whether each one worked.
 *
 * hydrogen-react's CartProvider sends its own cart mutations and only selects `cart` from their
 * payloads, never `userErrors` or `warnings`: a refused change comes back as the unchanged cart.
 * So the store checks a request before sending it (the line must be in the cart, the quantity must
 * make sense) and compares the cart before and after, which catches what Shopify refused (unknown or
 * sold-out merchandise, a discount code that does not apply) in the shopper's words.
 */
import type { Cart, CartLineToAdd } from '../../../domain/commerce';
import { discountCodeProblem } from '../../../domain/discount-code';
import { CartError } from '../errors';

export type CartRequest =
  /** One or more products in one request ("Add all to cart" sends the quiz's recommendations at once). */
  | { type: 'add'; lines: readonly CartLineToAdd[] }
  | { type: 'update'; lineId: string; quantity: number }
  | { type: 'remove'; lineId: string }
  | { type: 'discount'; code: string }
  | { type: 'remove-discount'; code: string };

const variantId = /^gid:\/\/shopify\/ProductVariant\/\d+$/;
const sellingPlanId = /^gid:\/\/shopify\/SellingPlan\/\d+$/;

const notInCart = () => new CartError('This item is no longer in your cart.', 'LINE_NOT_FOUND');
const unavailableMerchandise = () =>
  new CartError('Sorry, this product is sold out or no longer available.', 'MERCHANDISE_UNAVAILABLE');
const unavailablePlan = () =>
  new CartError(
    'Sorry, this subscription is not available for this product. Please choose another delivery or buy it once.',
    'SELLING_PLAN_NOT_APPLICABLE',
  );

export const cartUnavailable = (cause?: unknown) =>
  new CartError('We could not update your cart. Please check your connection and try again.', 'UNAVAILABLE', {
    cause,
  });

/** How many of a variant the cart holds on one subscription (or bought once, without `sellingPlanId`). */
function quantityOf(cart: Cart | null, { merchandiseId, sellingPlanId }: CartLineToAdd): number {
  return (cart?.lines ?? [])
    .filter(
      (line) => line.merchandiseId === merchandiseId && (line.sellingPlan?.id ?? undefined) === sellingPlanId,
    )
    .reduce((sum, line) => sum + line.quantity, 0);
}

const hasLine = (cart: Cart | null, lineId: string) =>
  Boolean(cart?.lines.some((line) => line.id === lineId));

const hasCode = (cart: Cart | null, code: string) =>
  Boolean(cart?.discountCodes.some((entry) => entry.code.toUpperCase() === code.trim().toUpperCase()));

/** The cart's discount codes without `code`: what the cart keeps when the shopper removes it. */
export function codesWithout(cart: Cart | null, code: string): string[] {
  return (cart?.discountCodes ?? [])
    .map((entry) => entry.code)
    .filter((kept) => kept.toUpperCase() !== code.trim().toUpperCase());
}

/** Why a request cannot be sent at all (it would change nothing), or null when it can. */
export function refusalOf(request: CartRequest, cart: Cart | null): CartError | null {
  switch (request.type) {
    case 'add':
      if (request.lines.length === 0) return new CartError('Choose a product to add.', 'INVALID');
      for (const line of request.lines) {
        if (!Number.isInteger(line.quantity) || line.quantity < 1) {
          return new CartError('Choose a quantity of at least 1.', 'INVALID_QUANTITY');
        }
        if (!variantId.test(line.merchandiseId)) return unavailableMerchandise();
        if (line.sellingPlanId !== undefined && !sellingPlanId.test(line.sellingPlanId))
          return unavailablePlan();
      }
      return null;
    case 'update':
      if (!Number.isInteger(request.quantity) || request.quantity < 0) {
        return new CartError('Choose a quantity of 0 or more.', 'INVALID_QUANTITY');
      }
      return hasLine(cart, request.lineId) ? null : notInCart();
    case 'remove':
      return hasLine(cart, request.lineId) ? null : notInCart();
    case 'discount': {
      const problem = discountCodeProblem(request.code);
      if (problem) return new CartError(problem, 'INVALID');
      return cart && cart.lines.length > 0
        ? null
        : new CartError('Add a product to your cart before applying a discount code.', 'EMPTY_CART');
    }
    case 'remove-discount':
      return hasCode(cart, request.code)
        ? null
        : new CartError(`The discount code ${request.code.trim()} is not on your cart.`, 'INVALID');
  }
}

/** What went wrong with a request that was sent, judged from the cart before and after it. */
export function outcomeOf(request: CartRequest, before: Cart | null, after: Cart | null): CartError | null {
  switch (request.type) {
    case 'add': {
      // Shopify refuses the whole request when one line cannot be added: the first such line says why.
      const missing = request.lines.find(
        (line) => quantityOf(after, line) - quantityOf(before, line) < line.quantity,
      );
      if (!missing) return null;
      return missing.sellingPlanId ? unavailablePlan() : unavailableMerchandise();
    }
    case 'update': {
      const line = after?.lines.find((candidate) => candidate.id === request.lineId);
      if (request.quantity === 0) return line ? cartUnavailable() : null;
      if (!line) return notInCart();
      if (line.quantity < request.quantity) {
        return new CartError(
          `Only ${line.quantity} of ${line.productTitle} ${line.quantity === 1 ? 'is' : 'are'} available.`,
          'MERCHANDISE_UNAVAILABLE',
        );
      }
      return null;
    }
    case 'remove':
      return hasLine(after, request.lineId) ? cartUnavailable() : null;
    case 'discount': {
      const code = request.code.trim().toUpperCase();
      const entry = after?.discountCodes.find((candidate) => candidate.code.toUpperCase() === code);
      return entry?.applicable
        ? null
        : new CartError(
            `The discount code ${request.code.trim()} is not valid for your cart.`,
            'DISCOUNT_NOT_APPLICABLE',
          );
    }
    case 'remove-discount':
      return hasCode(after, request.code) ? cartUnavailable() : null;
  }
}
