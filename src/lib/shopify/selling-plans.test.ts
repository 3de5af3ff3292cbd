/** Subscribe & save as the store reads it: through the mock Storefront API, and from odd answers. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue, findProductByNumber } from '../../../mocks/data/catalogue';
import { sellingPlanGroupsOf } from '../../../mocks/data/catalogue-selling-plans';
import { planPrice, variantOffer } from '../../domain/subscriptions';
import type { StorefrontError } from './errors';
import { fetchProductSubscriptions, readProductSubscriptions, readSellingPlan } from './selling-plans';

afterEach(() => {
  vi.restoreAllMocks();
});

const firstVariant = (number: number) => findProductByNumber(number)!.variants[0]!.id;

describe('fetchProductSubscriptions', { timeout: 30_000 }, () => {
  it("reads a 30-day bottle's plans: every 30, 60 or 90 days at 15% off", async () => {
    const subscriptions = await fetchProductSubscriptions('daily-energy-b-complex');
    const offer = variantOffer(subscriptions, firstVariant(1));
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

  it('reads each size its own plans: none sooner than the bottle runs out', async () => {
    const b12 = findProductByNumber(43)!;
    const subscriptions = await fetchProductSubscriptions(b12.handle);
    const days = b12.variants.map((variant) =>
      variantOffer(subscriptions, variant.id).plans.map((plan) => plan.interval?.count),
    );
    // 30, 60 and 90 tablets, one a day.
    expect(days).toEqual([[30, 60, 90], [60, 90], [90]]);
    const multivitamin = await fetchProductSubscriptions(findProductByNumber(11)!.handle);
    expect(variantOffer(multivitamin, firstVariant(11)).plans).toEqual([]);
  });

  it('reads fixed-amount plans, and a bundle without plans offers none', async () => {
    const powder = catalogue.find((product) => product.form === 'powder')!;
    const powderPlans = await fetchProductSubscriptions(powder.handle);
    expect(variantOffer(powderPlans, powder.variants[0]!.id).plans[0]?.adjustment).toEqual({
      kind: 'fixed-amount',
      amount: 20,
    });
    const bundle = catalogue.find((product) => product.form === 'bundle')!;
    const bundlePlans = await fetchProductSubscriptions(bundle.handle);
    expect(variantOffer(bundlePlans, bundle.variants[0]!.id).plans).toEqual([]);
  });

  it('says so when there is no such product', async () => {
    await expect(fetchProductSubscriptions('no-such-product')).rejects.toMatchObject({
      reason: 'not-found',
    } satisfies Partial<StorefrontError>);
  });

  it('the mock shop sells at least 40 products by subscription', () => {
    expect(
      catalogue.filter((product) => sellingPlanGroupsOf(product).length > 0).length,
    ).toBeGreaterThanOrEqual(40);
  });
});

describe('readProductSubscriptions', () => {
  const plan = (id: number) => ({
    id: `gid://shopify/SellingPlan/${id}`,
    name: 'Delivery every 30 days',
    deliveryPolicy: { interval: 'DAY', intervalCount: 30 },
    priceAdjustments: [],
  });

  it('offers a variant whose allocations do not read no plan, and the others theirs', () => {
    const subscriptions = readProductSubscriptions({
      id: 'gid://shopify/Product/1',
      requiresSellingPlan: false,
      variants: {
        nodes: [
          { id: 'small', sellingPlanAllocations: { nodes: [{ sellingPlan: plan(1) }] } },
          { id: 'broken', sellingPlanAllocations: null },
        ],
      },
    } as never);
    expect(variantOffer(subscriptions, 'small').plans.map((found) => found.id)).toEqual([
      'gid://shopify/SellingPlan/1',
    ]);
    expect(variantOffer(subscriptions, 'broken').plans).toEqual([]);
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
