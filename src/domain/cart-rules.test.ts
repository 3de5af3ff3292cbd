import { describe, expect, it } from 'vitest';
import type { CartChange } from './cart-change';
import { codesWithout, refusalOf, shortfallOf } from './cart-rules';
import type { Cart, CartLine } from './commerce';
import { cart, line } from './test-carts';

/** A line of `quantity` CoQ10 bottles at $199.99, under the merchandise id given. */
function testCartLine(id: string, merchandiseId: string, quantity: number): CartLine {
  return { ...line(id, quantity, 199.99), merchandiseId, productHandle: 'coq10', productTitle: 'CoQ10' };
}

function testCart(lines: CartLine[], discountCodes: Cart['discountCodes'] = []): Cart {
  return { ...cart(lines), discountCodes };
}

const coq10Id = 'gid://shopify/ProductVariant/24001';
const withCoq10 = testCart([testCartLine('line-1', coq10Id, 1)]);

describe('refusalOf: changes that are not sent', () => {
  it.each<[string, CartChange, Cart | null, string | null]>([
    ['an add of 1', { type: 'add', lines: [{ merchandiseId: coq10Id, quantity: 1 }] }, null, null],
    [
      'an add of 0',
      { type: 'add', lines: [{ merchandiseId: coq10Id, quantity: 0 }] },
      null,
      'Choose a quantity of at least 1.',
    ],
    [
      'an add of 1.5',
      { type: 'add', lines: [{ merchandiseId: coq10Id, quantity: 1.5 }] },
      null,
      'Choose a quantity of at least 1.',
    ],
    [
      'an add of something that is not a variant',
      { type: 'add', lines: [{ merchandiseId: 'gid://shopify/Product/24', quantity: 1 }] },
      null,
      'Sorry, this product is sold out or no longer available.',
    ],
    ['an add of nothing', { type: 'add', lines: [] }, null, 'Choose a product to add.'],
    [
      'an add on a plan that is not a selling plan id',
      { type: 'add', lines: [{ merchandiseId: coq10Id, quantity: 1, sellingPlanId: 'monthly' }] },
      null,
      'Sorry, this subscription is not available for this product. Please choose another delivery or buy it once.',
    ],
    ['an update of a line in the cart', { type: 'update', lineId: 'line-1', quantity: 0 }, withCoq10, null],
    [
      'an update of a line not in the cart',
      { type: 'update', lineId: 'line-9', quantity: 2 },
      withCoq10,
      'This item is no longer in your cart.',
    ],
    [
      'a negative quantity',
      { type: 'update', lineId: 'line-1', quantity: -1 },
      withCoq10,
      'Choose a quantity of 0 or more.',
    ],
    [
      'a removal without a cart',
      { type: 'remove', lineId: 'line-1' },
      null,
      'This item is no longer in your cart.',
    ],
    ['a blank code', { type: 'discount', code: '  ' }, withCoq10, 'Enter a discount code.'],
    [
      'a code longer than any Shopify code',
      { type: 'discount', code: 'X'.repeat(10_000) },
      withCoq10,
      'Discount codes are at most 255 characters. Please check the code you entered.',
    ],
    [
      'a code for an empty cart',
      { type: 'discount', code: 'WELCOME10' },
      testCart([]),
      'Add a product to your cart before applying a discount code.',
    ],
    [
      'removing a code the cart has (any case)',
      { type: 'remove-discount', code: 'welcome10' },
      testCart(withCoq10.lines, [{ code: 'WELCOME10', applicable: true }]),
      null,
    ],
    [
      'removing a code the cart does not have',
      { type: 'remove-discount', code: 'SAVEBIG' },
      withCoq10,
      'The discount code SAVEBIG is not on your cart.',
    ],
  ])('%s', (_case, change, current, message) => {
    expect(refusalOf(change, current)?.message ?? null).toBe(message);
  });
});

describe('codesWithout: the codes a cart keeps when one is removed', () => {
  it('drops the code in any case and keeps the others', () => {
    const withCodes = testCart(withCoq10.lines, [
      { code: 'WELCOME10', applicable: true },
      { code: 'FALL5', applicable: true },
    ]);
    expect(codesWithout(withCodes, ' welcome10 ')).toEqual(['FALL5']);
    expect(codesWithout(null, 'WELCOME10')).toEqual([]);
  });
});

describe('shortfallOf: what Shopify left out of a change it made', () => {
  it.each<[string, CartChange, Cart | null, Cart, string | null]>([
    [
      'an add that merged',
      { type: 'add', lines: [{ merchandiseId: coq10Id, quantity: 2 }] },
      withCoq10,
      testCart([testCartLine('line-1', coq10Id, 3)]),
      null,
    ],
    [
      'an add that changed nothing',
      { type: 'add', lines: [{ merchandiseId: coq10Id, quantity: 1 }] },
      withCoq10,
      withCoq10,
      'Sorry, this product is sold out or no longer available.',
    ],
    [
      'an add on a plan that Shopify left out',
      {
        type: 'add',
        lines: [{ merchandiseId: coq10Id, quantity: 1, sellingPlanId: 'gid://shopify/SellingPlan/9' }],
      },
      withCoq10,
      testCart([testCartLine('line-1', coq10Id, 2)]),
      'Sorry, this subscription is not available for this product. Please choose another delivery or buy it once.',
    ],
    [
      'two adds in one change, one of them refused',
      {
        type: 'add',
        lines: [
          { merchandiseId: coq10Id, quantity: 1 },
          { merchandiseId: 'gid://shopify/ProductVariant/5001', quantity: 1 },
        ],
      },
      null,
      testCart([testCartLine('line-1', coq10Id, 1)]),
      'Sorry, this product is sold out or no longer available.',
    ],
    [
      'an update',
      { type: 'update', lineId: 'line-1', quantity: 3 },
      withCoq10,
      testCart([testCartLine('line-1', coq10Id, 3)]),
      null,
    ],
    [
      'an update capped by stock',
      { type: 'update', lineId: 'line-1', quantity: 9 },
      withCoq10,
      testCart([testCartLine('line-1', coq10Id, 5)]),
      'Only 5 of CoQ10 are available.',
    ],
    ['an update to 0', { type: 'update', lineId: 'line-1', quantity: 0 }, withCoq10, testCart([]), null],
    [
      'a line gone meanwhile',
      { type: 'update', lineId: 'line-1', quantity: 2 },
      withCoq10,
      testCart([]),
      'This item is no longer in your cart.',
    ],
    ['a removal', { type: 'remove', lineId: 'line-1' }, withCoq10, testCart([]), null],
    [
      'a code that applies',
      { type: 'discount', code: 'welcome10' },
      withCoq10,
      testCart(withCoq10.lines, [{ code: 'WELCOME10', applicable: true }]),
      null,
    ],
    [
      'a code that does not',
      { type: 'discount', code: 'SAVEBIG' },
      withCoq10,
      testCart(withCoq10.lines, [{ code: 'SAVEBIG', applicable: false }]),
      'The discount code SAVEBIG is not valid for your cart.',
    ],
    [
      'a code removed',
      { type: 'remove-discount', code: 'WELCOME10' },
      testCart(withCoq10.lines, [{ code: 'WELCOME10', applicable: true }]),
      withCoq10,
      null,
    ],
  ])('%s', (_case, change, before, after, message) => {
    expect(shortfallOf(change, before, after)?.message ?? null).toBe(message);
  });
});
