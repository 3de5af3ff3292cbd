import { describe, expect, it } from 'vitest';
import { reshapeCart, type CartState } from './reshape-cart';

const usd = (amount: string) => ({ amount, currencyCode: 'USD' as const });

describe('reshapeCart', () => {
  const line = {
    id: 'gid://shopify/CartLine/1?cart=abc',
    quantity: 2,
    cost: { amountPerQuantity: usd('199.99'), totalAmount: usd('399.98') },
    sellingPlanAllocation: null,
    merchandise: {
      id: 'gid://shopify/ProductVariant/9001',
      title: 'Default Title',
      image: { url: 'https://cdn.shopify.com/berberine.svg', altText: null, width: 800, height: 800 },
      product: {
        id: 'gid://shopify/Product/9',
        handle: 'berberine-blood-sugar-support',
        title: 'Berberine Blood Sugar Support',
        vendor: 'Sankofa Wellness',
        tags: ['blood-sugar', 'weight', 'age-restricted'],
      },
    },
  };
  const cart: CartState = {
    id: 'gid://shopify/Cart/abc?key=k',
    checkoutUrl: 'https://sankofa-wellness.myshopify.com/cart/c/abc?key=k',
    totalQuantity: 2,
    buyerIdentity: { countryCode: 'US' },
    attributes: [
      { key: 'Date of birth', value: '1990-07-24' },
      { key: 'Gift note', value: null },
    ],
    lines: [line],
    cost: { subtotalAmount: usd('399.98'), totalAmount: usd('359.98') },
    discountCodes: [{ code: 'WELCOME10', applicable: true }],
    discountAllocations: [{ discountedAmount: usd('40.0'), code: 'WELCOME10' }],
  };

  it('is null until there is a cart', () => {
    expect(reshapeCart(null)).toBeNull();
    expect(reshapeCart({ lines: [], attributes: [] })).toBeNull();
  });

  it('turns a Storefront cart into the shop’s Cart', () => {
    expect(reshapeCart(cart)).toEqual({
      id: cart.id,
      checkoutUrl: cart.checkoutUrl,
      totalQuantity: 2,
      lines: [
        {
          id: line.id,
          quantity: 2,
          merchandiseId: 'gid://shopify/ProductVariant/9001',
          productId: 'gid://shopify/Product/9',
          productHandle: 'berberine-blood-sugar-support',
          productTitle: 'Berberine Blood Sugar Support',
          vendor: 'Sankofa Wellness',
          variantTitle: 'Default Title',
          image: {
            url: 'https://cdn.shopify.com/berberine.svg',
            altText: 'Berberine Blood Sugar Support',
            width: 800,
            height: 800,
          },
          unitPrice: { amount: 199.99, currencyCode: 'USD' },
          totalPrice: { amount: 399.98, currencyCode: 'USD' },
          sellingPlan: null,
          ageRestricted: true,
        },
      ],
      subtotal: { amount: 399.98, currencyCode: 'USD' },
      total: { amount: 359.98, currencyCode: 'USD' },
      discountCodes: [{ code: 'WELCOME10', applicable: true }],
      discounts: [{ code: 'WELCOME10', label: 'WELCOME10', amount: { amount: 40, currencyCode: 'USD' } }],
      attributes: [{ key: 'Date of birth', value: '1990-07-24' }],
    });
  });

  it('sums what each discount takes off, and names an automatic one by its title', () => {
    const reshaped = reshapeCart({
      ...cart,
      discountAllocations: [
        { discountedAmount: usd('25.5'), code: 'SPRING' },
        { discountedAmount: usd('4.49'), code: 'SPRING' },
        { discountedAmount: usd('10.0'), title: 'Bundle savings' },
        { discountedAmount: { amount: 'lots', currencyCode: 'USD' }, code: 'BROKEN' },
      ],
    });
    expect(reshaped?.discounts).toEqual([
      { code: 'SPRING', label: 'SPRING', amount: { amount: 29.99, currencyCode: 'USD' } },
      { code: null, label: 'Bundle savings', amount: { amount: 10, currencyCode: 'USD' } },
    ]);
  });

  it('keeps the subscription a line is delivered on', () => {
    const plan = { id: 'gid://shopify/SellingPlan/1001', name: 'Delivery every 30 days, save 15%' };
    const reshaped = reshapeCart({
      ...cart,
      lines: [
        {
          ...line,
          sellingPlanAllocation: {
            sellingPlan: { ...plan, deliveryPolicy: { interval: 'DAY', intervalCount: 30 } },
          },
        },
      ],
    });
    expect(reshaped?.lines[0]?.sellingPlan).toEqual({ ...plan, interval: { unit: 'day', count: 30 } });
  });

  it('keeps a subscription line whose delivery policy it cannot read, without an interval', () => {
    const plan = { id: 'gid://shopify/SellingPlan/1001', name: 'Delivery every 30 days, save 15%' };
    const reshaped = reshapeCart({
      ...cart,
      // Another kind of policy: the query's inline fragment selects nothing of it.
      lines: [{ ...line, sellingPlanAllocation: { sellingPlan: { ...plan, deliveryPolicy: {} } } }],
    });
    expect(reshaped?.lines).toHaveLength(1);
    expect(reshaped?.lines[0]?.sellingPlan).toEqual({ ...plan, interval: null });
  });

  it('drops malformed lines and adds up the lines when the cost is missing', () => {
    const reshaped = reshapeCart({
      ...cart,
      lines: [line, { id: 'x' }],
      cost: undefined,
      totalQuantity: undefined,
    });
    expect(reshaped?.lines).toHaveLength(1);
    expect(reshaped?.total).toEqual({ amount: 399.98, currencyCode: 'USD' });
    expect(reshaped?.totalQuantity).toBe(2);
  });
});
