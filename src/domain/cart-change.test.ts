import { describe, expect, it } from 'vitest';
import { cartAfter, linesAdded, type CartChange } from './cart-change';
import type { Cart } from './commerce';
import { cart, line, lineShown } from './test-carts';

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
      'an add that says nothing of what to show',
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

  it('shows an added product at once: a new one as a line without a price, one it holds at its price', () => {
    const adding = cartAfter(both, {
      type: 'add',
      lines: [
        { merchandiseId: 'gid://shopify/ProductVariant/coq10', quantity: 2 },
        { merchandiseId: 'gid://shopify/ProductVariant/zinc', quantity: 1 },
      ],
      shown: [lineShown('coq10'), lineShown('zinc')],
    });
    expect(
      adding?.lines.map(({ id, quantity, totalPrice, pending }) => ({
        id,
        quantity,
        total: totalPrice.amount,
        pending,
      })),
    ).toEqual([
      { id: 'coq10', quantity: 3, total: 599.97, pending: undefined },
      { id: 'omega3', quantity: 2, total: 49, pending: undefined },
      { id: 'pending:gid://shopify/ProductVariant/zinc:once', quantity: 1, total: 0, pending: true },
    ]);
    expect(adding?.totalQuantity).toBe(6);
    expect(adding?.subtotal.amount).toBe(648.97);

    // A first add: the cart is the product being added, with nothing to pay yet.
    const first = cartAfter(null, {
      type: 'add',
      lines: [
        {
          merchandiseId: 'gid://shopify/ProductVariant/zinc',
          quantity: 1,
          sellingPlanId: 'gid://shopify/SellingPlan/1',
        },
      ],
      shown: [lineShown('zinc')],
    });
    expect(first).toMatchObject({ checkoutUrl: '', totalQuantity: 1, subtotal: { amount: 0 } });
    expect(first?.lines).toMatchObject([{ productTitle: 'zinc', pending: true, sellingPlan: null }]);
  });

  it('shows the date of birth an add or the age question sends with it, the other attributes kept', () => {
    const noted = { ...both, attributes: [{ key: 'Gift note', value: 'For Mom' }] };
    const dateOfBirth = [{ key: 'Date of birth', value: '1990-07-24' }];
    const adding = cartAfter(noted, {
      type: 'add',
      lines: [{ merchandiseId: 'gid://shopify/ProductVariant/zinc', quantity: 1 }],
      shown: [lineShown('zinc')],
      dateOfBirth: '1990-07-24',
    });
    expect(adding?.attributes).toEqual([...noted.attributes, ...dateOfBirth]);
    expect(cartAfter(noted, { type: 'confirm-age', dateOfBirth: '1990-07-24' })?.attributes).toEqual([
      ...noted.attributes,
      ...dateOfBirth,
    ]);
    expect(cartAfter(null, { type: 'confirm-age', dateOfBirth: '1990-07-24' })).toBeNull();
  });

  it('leaves the cart it was given as it was', () => {
    const copy = structuredClone(both);
    cartAfter(both, { type: 'update', lineId: 'coq10', quantity: 5 });
    expect(both).toEqual(copy);
  });
});

describe('linesAdded: the lines an add landed in', () => {
  const oneTime = line('a', 3, 10);
  const subscribed = {
    ...line('a', 1, 8.5),
    id: 'a-plan',
    sellingPlan: { id: 'plan-30', name: 'Every 30 days', interval: { unit: 'day' as const, count: 30 } },
  };
  const answer = cart([oneTime, subscribed, line('b', 1, 20)]);

  it("names each line with the quantity this add brought, not the line's whole quantity", () => {
    expect(linesAdded(answer, [{ merchandiseId: oneTime.merchandiseId, quantity: 1 }])).toEqual([
      { line: oneTime, quantity: 1 },
    ]);
  });

  it('tells a subscription from a one-time purchase of the same product', () => {
    expect(
      linesAdded(answer, [{ merchandiseId: oneTime.merchandiseId, quantity: 1, sellingPlanId: 'plan-30' }]),
    ).toEqual([{ line: subscribed, quantity: 1 }]);
  });

  it('leaves out what Shopify did not add', () => {
    expect(linesAdded(answer, [{ merchandiseId: 'gid://shopify/ProductVariant/zzz', quantity: 1 }])).toEqual(
      [],
    );
  });
});
