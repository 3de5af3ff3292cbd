/** Test-only: carts and lines in the store's own shape, priced consistently, for the cart rules' tables. */
import type { LineToShow } from './cart-change';
import type { Cart, CartLine } from './commerce';

const usd = (amount: number) => ({ amount, currencyCode: 'USD' });

/** Product `id`, sold in one form only, as the cart shows it while it is being added (an add's `shown`). */
export function lineShown(id: string): LineToShow {
  return {
    merchandiseId: `gid://shopify/ProductVariant/${id}`,
    productId: `gid://shopify/Product/${id}`,
    productHandle: id,
    productTitle: id,
    vendor: 'Sankofa Wellness',
    variantTitle: 'Default Title',
    image: null,
    ageRestricted: false,
  };
}

/** `quantity` of product `id` at `unit` dollars each, sold in one form only. */
export function line(id: string, quantity: number, unit: number): CartLine {
  return {
    ...lineShown(id),
    id,
    quantity,
    unitPrice: usd(unit),
    totalPrice: usd(Math.round(unit * quantity * 100) / 100),
    sellingPlan: null,
  };
}

/** A cart of `lines`, with a code taking `discount` (0.1 = 10%) off when given. */
export function cart(lines: CartLine[], discount = 0): Cart {
  const subtotal = Math.round(lines.reduce((sum, entry) => sum + entry.totalPrice.amount, 0) * 100) / 100;
  const saved = Math.round(subtotal * discount * 100) / 100;
  return {
    id: 'gid://shopify/Cart/1',
    checkoutUrl: 'https://shop.example/cart/c/1',
    totalQuantity: lines.reduce((sum, entry) => sum + entry.quantity, 0),
    lines,
    subtotal: usd(subtotal),
    total: usd(Math.round((subtotal - saved) * 100) / 100),
    discountCodes: discount ? [{ code: 'WELCOME10', applicable: true }] : [],
    discounts: discount ? [{ code: 'WELCOME10', label: 'WELCOME10', amount: usd(saved) }] : [],
    attributes: [],
  };
}
