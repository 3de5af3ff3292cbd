import { describe, expect, it } from 'vitest';
import { cartAfter, type CartChange } from './cart-change';
import type { Cart } from './commerce';
import { cart, line } from './test-carts';

const coq10 = line('coq10', 1, 199.99);
const omega3 = line('omega3', 2, 24.5);
const both = cart([coq10, omega3]);

describe('cartAfter: the cart shown while a change is under way', () => {
  it.each<[string, Cart | null, CartChange, Cart | null]>([
    [
      'a quantity raised',
      both,
      { type: 'update', lineId: 'coq10', quantity: 3 },
      cart([line('coq10', 3, 199.99), omega3]),
    ],
    [
      'a quantity lowered',
      both,
      { type: 'update', lineId: 'omega3', quantity: 1 },
      cart([coq10, line('omega3', 1, 24.5)]),
    ],
    ['a quantity of 0', both, { type: 'update', lineId: 'coq10', quantity: 0 }, cart([omega3])],
    ['a line removed', both, { type: 'remove', lineId: 'omega3' }, cart([coq10])],
    [
      'a quantity changed under a 10% code: the total keeps its share',
      cart([coq10, omega3], 0.1),
      { type: 'update', lineId: 'coq10', quantity: 2 },
      cart([line('coq10', 2, 199.99), omega3], 0.1),
    ],
    ['a line the cart does not hold', both, { type: 'remove', lineId: 'gone' }, both],
    ['a quantity that is no quantity', both, { type: 'update', lineId: 'coq10', quantity: -1 }, both],
    [
      'an add (only Shopify knows its price)',
      both,
      { type: 'add', lines: [{ merchandiseId: 'x', quantity: 1 }] },
      both,
    ],
    [
      'a discount code (only Shopify knows if it applies)',
      both,
      { type: 'discount', code: 'WELCOME10' },
      both,
    ],
    ['no cart yet', null, { type: 'remove', lineId: 'coq10' }, null],
  ])('%s', (_case, before, change, after) => {
    expect(cartAfter(before, change)).toEqual(after);
  });

  it('leaves the cart it was given as it was', () => {
    const copy = structuredClone(both);
    cartAfter(both, { type: 'update', lineId: 'coq10', quantity: 5 });
    expect(both).toEqual(copy);
  });
});
