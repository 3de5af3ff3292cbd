import { describe, expect, it } from 'vitest';
import { cartAnswer, purchaseAnswer, type PurchaseOutcome } from './cart-answer';
import { DATE_OF_BIRTH_ATTRIBUTE } from './age-check';
import { cart, line } from './test-carts';

const today = '2026-12-04';

describe('the cart as an agent reads it', () => {
  it('is empty without a cart or a line', () => {
    const empty = { total_quantity: 0, lines: [], summary: 'Your cart is empty.' };
    expect(cartAnswer(null, today)).toEqual(empty);
    expect(cartAnswer(cart([]), today)).toEqual(empty);
  });

  it('names each line with its page, quantity and prices, then the discounts and totals, as the drawer does', () => {
    expect(cartAnswer(cart([line('omega-3', 2, 29.99), line('zinc', 1, 12)], 0.1), today)).toEqual({
      total_quantity: 3,
      lines: [
        {
          line_id: 'omega-3',
          variant_id: 'gid://shopify/ProductVariant/omega-3',
          title: 'omega-3',
          page: '/products/omega-3',
          quantity: 2,
          unit_price: '$29.99',
          total: '$59.98',
        },
        {
          line_id: 'zinc',
          variant_id: 'gid://shopify/ProductVariant/zinc',
          title: 'zinc',
          page: '/products/zinc',
          quantity: 1,
          unit_price: '$12',
          total: '$12',
        },
      ],
      subtotal: '$71.98',
      discounts: [{ label: 'WELCOME10', amount: '−$7.20' }],
      total: '$64.78',
      note: 'Shipping and taxes are calculated at checkout.',
      checkout_url: 'https://shop.example/cart/c/1',
      cart_page: '/cart',
    });
  });

  it('names a variant, says a subscription’s renewal terms, and leaves the totals to Shopify while a line is added', () => {
    const subscribed = {
      ...line('vitamin-d', 1, 25.49),
      variantTitle: '120 capsules',
      sellingPlan: {
        id: 'gid://shopify/SellingPlan/1',
        name: 'Delivery every 30 days, save 15%',
        interval: { unit: 'day', count: 30 } as const,
      },
    };
    const adding = { ...line('zinc', 1, 0), pending: true as const };
    const answer = cartAnswer(cart([subscribed, adding]), today);
    expect(answer.lines).toEqual([
      expect.objectContaining({
        title: 'vitamin-d (120 capsules)',
        subscription: {
          selling_plan_id: 'gid://shopify/SellingPlan/1',
          name: 'Delivery every 30 days, save 15%',
          renewal_terms:
            'Renews every 30 days at $25.49 until you cancel. Cancel online any time in your account.',
        },
      }),
      expect.objectContaining({ title: 'zinc', price: 'Adding to your cart…' }),
    ]);
    expect(answer).toMatchObject({ total: 'Your total shows once the product is in your cart.' });
    expect(answer).not.toHaveProperty('subtotal');
  });

  it('says what the order holds that is sold only to adults, and the date of birth given or that checkout asks it', () => {
    const restricted = { ...line('Green Tea Metabolism Support', 1, 30), ageRestricted: true };
    expect(cartAnswer(cart([restricted]), today)).toMatchObject({
      age: 'Your order holds Green Tea Metabolism Support, sold only to shoppers 18 or older. Checkout asks your date of birth first.',
    });
    const given = {
      ...cart([restricted]),
      attributes: [{ key: DATE_OF_BIRTH_ATTRIBUTE, value: '1990-07-24' }],
    };
    expect(cartAnswer(given, today)).toMatchObject({
      age: 'Your order holds Green Tea Metabolism Support, sold only to shoppers 18 or older. Date of birth given: July 24, 1990.',
    });
  });
});

describe('what came of an Add to Cart or Buy Now an agent asked for', () => {
  const added = cart([line('zinc', 1, 12)]);
  it.each<[PurchaseOutcome, object]>([
    [
      { kind: 'added', cart: added },
      { added: true, cart: cartAnswer(added) },
    ],
    [
      { kind: 'checkout', cart: added },
      {
        added: true,
        next: "The shopper is on their way to Shopify's checkout, where they pay.",
        cart: cartAnswer(added),
      },
    ],
    [
      { kind: 'sold-out', productName: 'Zinc' },
      { added: false, reason: 'Zinc is sold out.' },
    ],
    [
      { kind: 'age-not-confirmed', productName: 'Green Tea Metabolism Support' },
      {
        added: false,
        reason:
          'Nothing was added to the cart: Green Tea Metabolism Support is sold only to shoppers 18 or older, and the shopper gave no date of birth of 18 or more.',
      },
    ],
    [
      { kind: 'failed', message: 'Only 2 of Zinc are available.' },
      { added: false, reason: 'Only 2 of Zinc are available.' },
    ],
  ])('%o', (outcome, answer) => {
    expect(purchaseAnswer(outcome)).toEqual(answer);
  });
});
