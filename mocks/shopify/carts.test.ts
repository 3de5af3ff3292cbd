import { beforeEach, describe, expect, it } from 'vitest';
import { addCartLines, createCart, updateDiscountCodes } from './cart-mutations';
import { priceCart } from './cart-prices';
import { CART_STORAGE_KEY, cartGid, findCart, resetMockCarts } from './carts';

const coq10 = 'gid://shopify/ProductVariant/24001';

beforeEach(() => resetMockCarts());

describe('mock cart table', () => {
  it('finds a cart only with its key', () => {
    const { cart } = createCart({ lines: [{ merchandiseId: coq10, quantity: 1 }] });
    expect(findCart(cartGid(cart!))).toEqual(cart);
    expect(findCart(`gid://shopify/Cart/${cart!.token}?key=wrong`)).toBeNull();
    expect(findCart('not a cart id')).toBeNull();
  });

  it('refuses a damaged table, naming it, and leaves it as it is rather than start afresh', () => {
    const { cart } = createCart({});
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect(() => findCart(cartGid(cart!))).toThrow(
      "localStorage's mock-shopify-carts does not read: it is not JSON",
    );
    expect(() => createCart({})).toThrow(/npm run reset-data/);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBe('{not json');
  });

  it('does not create a cart whose lines are refused', () => {
    const result = createCart({ lines: [{ merchandiseId: 'gid://shopify/ProductVariant/1', quantity: 1 }] });
    expect(result.cart).toBeNull();
    expect(result.userErrors[0]?.field).toEqual(['input', 'lines', '0', 'merchandiseId']);
  });

  it('prices lines from the catalogue and applies WELCOME10 only to a cart with products', () => {
    const { cart } = createCart({ discountCodes: ['WELCOME10'] });
    expect(priceCart(cart!).discountCodes).toEqual([{ code: 'WELCOME10', applicable: false }]);
    const added = addCartLines(cartGid(cart!), [{ merchandiseId: coq10, quantity: 3 }]);
    expect(priceCart(added.cart!)).toMatchObject({
      totalQuantity: 3,
      subtotalCents: 59997,
      discountCents: 6000,
      totalCents: 53997,
      appliedCode: 'WELCOME10',
    });
    const cleared = updateDiscountCodes(cartGid(cart!), []);
    expect(priceCart(cleared.cart!).totalCents).toBe(59997);
  });
});
