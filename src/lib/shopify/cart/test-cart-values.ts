/** Test-only: a cart and its lines in the shop's words, as the cart's unit tests build them. */
import type { Cart, CartLine } from '../../../domain/commerce';

const usd = (amount: number) => ({ amount, currencyCode: 'USD' });

/** A line of `quantity` CoQ10 bottles at $199.99, under the merchandise id given. */
export function testCartLine(id: string, merchandiseId: string, quantity: number): CartLine {
  return {
    id,
    quantity,
    merchandiseId,
    productHandle: 'coq10',
    productTitle: 'CoQ10',
    variantTitle: 'Default Title',
    image: null,
    unitPrice: usd(199.99),
    totalPrice: usd(199.99 * quantity),
    sellingPlan: null,
  };
}

export function testCart(lines: CartLine[], discountCodes: Cart['discountCodes'] = []): Cart {
  return {
    id: 'gid://shopify/Cart/abc?key=k',
    checkoutUrl: 'https://sankofa-wellness.myshopify.com/cart/c/abc?key=k',
    totalQuantity: lines.reduce((sum, entry) => sum + entry.quantity, 0),
    lines,
    subtotal: usd(0),
    total: usd(0),
    discountCodes,
  };
}
