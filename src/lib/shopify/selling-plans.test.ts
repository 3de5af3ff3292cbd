/** Subscribe & save as the store reads it: through the mock Storefront API, and from odd answers. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../../mocks/data/catalogue';
import { sellingPlanGroupsOf } from '../../../mocks/data/catalogue-selling-plans';
import { planPrice } from '../../domain/subscriptions';
import type { StorefrontError } from './errors';
import { fetchSubscriptionOffer, readSellingPlan } from './selling-plans';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('fetchSubscriptionOffer', { timeout: 30_000 }, () => {
  it("reads a product's plans: every 30, 60 or 90 days at 15% off", async () => {
    const offer = await fetchSubscriptionOffer('daily-energy-b-complex');
    expect(offer.requiresSellingPlan).toBe(false);
    expect(offer.plans).toEqual(
      [30, 60, 90].map((days, index) => ({
        id: `gid://shopify/SellingPlan/${1001 + index}`,
        name: `Delivery every ${days} days, save 15%`,
        interval: { unit: 'day', count: days },
        adjustment: { kind: 'percentage', percentage: 15 },
      })),
    );
    expect(planPrice(199.99, offer.plans[0]!)).toBe(169.99);
  });

  it('reads fixed-amount plans, and a bundle without plans offers none', async () => {
    const powder = catalogue.find((product) => product.form === 'powder')!;
    expect((await fetchSubscriptionOffer(powder.handle)).plans[0]?.adjustment).toEqual({
      kind: 'fixed-amount',
      amount: 20,
    });
    const bundle = catalogue.find((product) => product.form === 'bundle')!;
    expect((await fetchSubscriptionOffer(bundle.handle)).plans).toEqual([]);
  });

  it('says so when there is no such product', async () => {
    await expect(fetchSubscriptionOffer('no-such-product')).rejects.toMatchObject({
      reason: 'not-found',
    } satisfies Partial<StorefrontError>);
  });

  it('the mock shop sells at least 40 products by subscription', () => {
    expect(
      catalogue.filter((product) => sellingPlanGroupsOf(product).length > 0).length,
    ).toBeGreaterThanOrEqual(40);
  });
});

describe('readSellingPlan', () => {
  const plan = {
    id: 'gid://shopify/SellingPlan/7',
    name: 'Delivered every month',
    deliveryPolicy: { interval: 'MONTH', intervalCount: 1 },
    priceAdjustments: [{ orderCount: null, adjustmentValue: { price: { amount: '39.0' } } }],
  };

  it('reads a fixed price and a monthly interval', () => {
    expect(readSellingPlan(plan)).toEqual({
      id: 'gid://shopify/SellingPlan/7',
      name: 'Delivered every month',
      interval: { unit: 'month', count: 1 },
      adjustment: { kind: 'fixed-price', price: 39 },
    });
  });

  it.each([
    ['an id that is not a selling plan', { ...plan, id: 'gid://shopify/Product/7' }],
    [
      'a percentage above 100',
      { ...plan, priceAdjustments: [{ orderCount: null, adjustmentValue: { adjustmentPercentage: 150 } }] },
    ],
    [
      'a price that is no number',
      { ...plan, priceAdjustments: [{ orderCount: null, adjustmentValue: { price: { amount: 'free' } } }] },
    ],
    ['an unknown adjustment', { ...plan, priceAdjustments: [{ orderCount: null, adjustmentValue: {} }] }],
    [
      'a price that changes after some orders',
      { ...plan, priceAdjustments: [plan.priceAdjustments[0], plan.priceAdjustments[0]] },
    ],
  ])('leaves out a plan with %s, and says why', (_, node) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(readSellingPlan(node, 'coq10')).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('coq10'));
  });
});
