/**
 * The changes a shopper can ask of the cart, and the cart to show while one is under way, where
 * its outcome is sure without asking Shopify. This is in every page's first load; the rules that
 * judge a change (cart-rules.ts) load with the cart's requests.
 */
import { isAgeRestricted, withDateOfBirth } from './age-check';
import type { Cart, CartLine, CartLineToAdd, Money, Product, ProductVariant } from './commerce';

export type CartChange =
  /**
   * One or more products in one request ("Add all to cart" sends the quiz's recommendations at
   * once), with the date of birth the shopper gave for an age-restricted one (age-check.ts).
   */
  | { type: 'add'; lines: readonly CartLineToAdd[]; dateOfBirth?: string; shown?: readonly LineToShow[] }
  /** The date of birth given at checkout for a cart that holds an age-restricted product without one. */
  | { type: 'confirm-age'; dateOfBirth: string }
  | { type: 'update'; lineId: string; quantity: number }
  | { type: 'remove'; lineId: string }
  | { type: 'discount'; code: string }
  | { type: 'remove-discount'; code: string };

/**
 * What the shopper sees of a product while it is being added (an add's `shown`): the product as the
 * page had it, without the prices and plan of the line, which only Shopify's answer says.
 */
export type LineToShow = Pick<
  CartLine,
  | 'merchandiseId'
  | 'productId'
  | 'productHandle'
  | 'productTitle'
  | 'vendor'
  | 'variantTitle'
  | 'image'
  | 'ageRestricted'
>;

/** How the cart shows `variant` of `product` while it is being added. */
export function lineToShow(product: Product, variant: ProductVariant): LineToShow {
  return {
    merchandiseId: variant.id,
    productId: product.id,
    productHandle: product.handle,
    productTitle: product.title,
    vendor: product.vendor,
    variantTitle: variant.title,
    image: product.images[0] ?? null,
    ageRestricted: isAgeRestricted(product),
  };
}

const cents = (amount: number) => Math.round(amount * 100) / 100;
const moneyOf = (amount: number, { currencyCode }: Money): Money => ({ amount: cents(amount), currencyCode });

/** The cart a first add shows while Shopify makes it: no lines yet, nothing to pay yet. */
const noCartYet: Cart = {
  id: '',
  checkoutUrl: '',
  totalQuantity: 0,
  lines: [],
  subtotal: { amount: 0, currencyCode: 'USD' },
  total: { amount: 0, currencyCode: 'USD' },
  discountCodes: [],
  discounts: [],
  attributes: [],
};

/**
 * `cart` while an add that says what to show (`shown`) is under way: a product the cart holds
 * already (the same variant, bought the same way) counts its new quantity at its known price, as a
 * quantity change does; another is a `pending` line, with no price yet. Shopify's answer replaces it
 * (and says whether the product could be added at all).
 */
function cartWhileAdding(cart: Cart | null, change: Extract<CartChange, { type: 'add' }>): Cart | null {
  let shown = cart;
  for (const { merchandiseId, quantity, sellingPlanId } of change.lines) {
    const product = change.shown?.find((line) => line.merchandiseId === merchandiseId);
    if (!product || !Number.isInteger(quantity) || quantity < 1) continue;
    const same = shown?.lines.find(
      (line) =>
        !line.pending &&
        line.merchandiseId === merchandiseId &&
        (line.sellingPlan?.id ?? null) === (sellingPlanId ?? null),
    );
    if (shown && same) {
      shown = cartAfter(shown, { type: 'update', lineId: same.id, quantity: same.quantity + quantity });
      continue;
    }
    const base = shown ?? noCartYet;
    const none = { amount: 0, currencyCode: base.subtotal.currencyCode };
    const line: CartLine = {
      ...product,
      id: `pending:${merchandiseId}:${sellingPlanId ?? 'once'}`,
      quantity,
      unitPrice: none,
      totalPrice: none,
      sellingPlan: null,
      pending: true,
    };
    shown = { ...base, totalQuantity: base.totalQuantity + quantity, lines: [...base.lines, line] };
  }
  return shown && change.dateOfBirth ? withAgeConfirmed(shown, change.dateOfBirth) : shown;
}

/** `cart` carrying the date of birth a change sends with it. */
const withAgeConfirmed = (cart: Cart, dateOfBirth: string): Cart => ({
  ...cart,
  attributes: withDateOfBirth(cart.attributes, dateOfBirth),
});

/**
 * `cart` once `change` is made, as far as it is sure before Shopify answers: a quantity changed (0
 * removes the line) or a line removed, with the count, the line's price and the subtotal to match,
 * and the discounts and the total moved in proportion (a discount code takes its share of the
 * subtotal); an add shows its products (`cartWhileAdding`), and the date of birth it sends, as
 * confirming the age does. A discount code, or a line the cart does not hold, leaves the cart as it
 * is: only Shopify knows whether a code applies.
 */
export function cartAfter(cart: Cart | null, change: CartChange): Cart | null {
  if (change.type === 'add') return change.shown ? cartWhileAdding(cart, change) : cart;
  if (change.type === 'confirm-age') return cart && withAgeConfirmed(cart, change.dateOfBirth);
  if (!cart || (change.type !== 'update' && change.type !== 'remove')) return cart;
  const line = cart.lines.find((candidate) => candidate.id === change.lineId);
  const quantity = change.type === 'update' ? change.quantity : 0;
  if (!line || !Number.isInteger(quantity) || quantity < 0) return cart;
  const subtotal = cart.subtotal.amount + (quantity - line.quantity) * line.unitPrice.amount;
  const share = cart.subtotal.amount > 0 ? cart.total.amount / cart.subtotal.amount : 1;
  const growth = cart.subtotal.amount > 0 ? subtotal / cart.subtotal.amount : 1;
  return {
    ...cart,
    totalQuantity: cart.totalQuantity + quantity - line.quantity,
    lines: cart.lines.flatMap((entry) => {
      if (entry !== line) return [entry];
      if (quantity === 0) return [];
      return [
        { ...entry, quantity, totalPrice: moneyOf(entry.unitPrice.amount * quantity, entry.totalPrice) },
      ];
    }),
    subtotal: moneyOf(subtotal, cart.subtotal),
    discounts: cart.discounts.map((discount) => ({
      ...discount,
      amount: moneyOf(discount.amount.amount * growth, discount.amount),
    })),
    total: moneyOf(subtotal * share, cart.total),
  };
}

/**
 * The lines an add just landed in, each with how many it added: a line of Shopify's answer for
 * the same variant and subscription (or one-time purchase). A product Shopify did not add is left out.
 */
export function linesAdded(
  cart: Cart,
  added: readonly CartLineToAdd[],
): { line: CartLine; quantity: number }[] {
  return added.flatMap(({ merchandiseId, quantity, sellingPlanId }) => {
    const line = cart.lines.find(
      (candidate) =>
        candidate.merchandiseId === merchandiseId &&
        (candidate.sellingPlan?.id ?? null) === (sellingPlanId ?? null),
    );
    return line ? [{ line, quantity }] : [];
  });
}
