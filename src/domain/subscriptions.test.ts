import { describe, expect, it } from 'vitest';
import {
  renewalWords,
  describeInterval,
  intervalDays,
  planFitsSupply,
  planPrice,
  planSaving,
  sharedAdjustment,
  supplyDays,
  variantOffer,
  type PlanInterval,
  type SellingPlan,
} from './subscriptions';

describe('planPrice and planSaving', () => {
  it('take a percentage off the one-time price, to the cent', () => {
    const plan = { adjustment: { kind: 'percentage', percentage: 15 } as const };
    expect(planPrice(199.99, plan)).toBe(169.99);
    expect(planSaving(199.99, plan)).toBe(30);
  });

  it('take a fixed amount off, never below zero', () => {
    expect(planPrice(49.99, { adjustment: { kind: 'fixed-amount', amount: 5 } })).toBe(44.99);
    expect(planPrice(4, { adjustment: { kind: 'fixed-amount', amount: 5 } })).toBe(0);
  });

  it('set a fixed price, and a plan without adjustment keeps the one-time price', () => {
    expect(planPrice(49.99, { adjustment: { kind: 'fixed-price', price: 39 } })).toBe(39);
    expect(planPrice(49.99, { adjustment: null })).toBe(49.99);
    expect(planSaving(49.99, { adjustment: null })).toBe(0);
    expect(planSaving(30, { adjustment: { kind: 'fixed-price', price: 39 } })).toBe(0);
  });
});

describe('describeInterval', () => {
  it('says how often a delivery comes', () => {
    expect(describeInterval({ unit: 'day', count: 30 })).toBe('every 30 days');
    expect(describeInterval({ unit: 'month', count: 1 })).toBe('every month');
    expect(describeInterval({ unit: 'week', count: 2 })).toBe('every 2 weeks');
  });
});

describe('sharedAdjustment', () => {
  const percent = (percentage: number) => ({ adjustment: { kind: 'percentage', percentage } as const });
  const off = (amount: number) => ({ adjustment: { kind: 'fixed-amount', amount } as const });

  it.each([
    ['every plan saves 15%', [percent(15), percent(15), percent(15)], { kind: 'percentage', percentage: 15 }],
    ['every plan saves $20', [off(20), off(20)], { kind: 'fixed-amount', amount: 20 }],
    ['the plans save different amounts', [percent(15), percent(10)], null],
    ['one saves a percentage, one an amount', [percent(20), off(20)], null],
    ['a plan saves nothing', [percent(15), { adjustment: null }], null],
    ['the plans set a price', [{ adjustment: { kind: 'fixed-price', price: 9 } as const }], null],
    ['there are no plans', [], null],
  ])('when %s', (_case, plans, expected) => {
    expect(sharedAdjustment(plans)).toEqual(expected);
  });
});

describe('supplyDays', () => {
  it.each([
    ['60 servings taken once a day', 60, 1, 60],
    ['a 12-month bottle: 360 tablets, one a day', 360, 1, 360],
    ['60 servings taken up to twice a day', 60, 2, 30],
    ['40 servings at up to 3 a day: the part-day is no day', 40, 3, 13],
    ['once a day when the label says no more', 30, undefined, 30],
  ])('%s → %s days', (_case, servings, aDay, days) => {
    expect(supplyDays(servings, aDay)).toBe(days);
  });
});

describe('intervalDays and planFitsSupply', () => {
  const every = (count: number, unit: PlanInterval['unit'] = 'day') => ({ interval: { unit, count } });

  it.each([
    [{ unit: 'day', count: 30 }, 30],
    [{ unit: 'week', count: 2 }, 14],
    [{ unit: 'month', count: 3 }, 90],
    [{ unit: 'year', count: 1 }, 365],
  ] as const)('%o lasts %s days', (interval, days) => {
    expect(intervalDays(interval)).toBe(days);
  });

  it.each([
    ['a 30-day bottle every 30 days', every(30), 30, true],
    ['a 30-day bottle every 90 days (the shopper chose to take less)', every(90), 30, true],
    ['a 60-day bottle every 30 days: a second before the first is used', every(30), 60, false],
    ['a 60-day bottle every 2 months', every(2, 'month'), 60, true],
    ['a 90-day bottle every 60 days', every(60), 90, false],
    ['a 12-month supply every 30 days', every(30), 360, false],
    ['a 12-month supply every 90 days', every(90), 360, false],
    ['a 12-month supply every year', every(1, 'year'), 360, true],
    ['a 4-week bottle every 4 weeks', every(4, 'week'), 28, true],
    ['a plan that delivers once', { interval: null }, 360, true],
  ])('%s: %s', (_case, plan, days, fits) => {
    expect(planFitsSupply(plan, days)).toBe(fits);
  });
});

describe('variantOffer', () => {
  const plan = (id: number, days: number): SellingPlan => ({
    id: `gid://shopify/SellingPlan/${id}`,
    name: `Delivery every ${days} days`,
    interval: { unit: 'day', count: days },
    adjustment: { kind: 'percentage', percentage: 15 },
  });
  const subscriptions = {
    requiresSellingPlan: false,
    plansByVariant: {
      small: [plan(1, 30), plan(2, 60), plan(3, 90)],
      large: [plan(3, 90)],
      yearly: [],
    },
  };

  it.each([
    ['the small bottle has every plan', 'small', [1, 2, 3]],
    ['the large bottle only the plan it lasts for', 'large', [3]],
    ['a variant in no group has none', 'yearly', []],
    ['a variant the answer does not name has none', 'unknown', []],
    ['a name that is no variant has none', 'constructor', []],
  ])('%s', (_case, variantId, ids) => {
    expect(variantOffer(subscriptions, variantId)).toEqual({
      requiresSellingPlan: false,
      plans: ids.map((id) => expect.objectContaining({ id: `gid://shopify/SellingPlan/${id}` })),
    });
  });

  it('keeps a product sold only by subscription so for each variant', () => {
    expect(variantOffer({ ...subscriptions, requiresSellingPlan: true }, 'large').requiresSellingPlan).toBe(
      true,
    );
  });
});

describe('renewalWords', () => {
  const usd = (amount: number) => ({ amount, currencyCode: 'USD' });
  it.each([
    [{ unit: 'day', count: 30 } as const, 'Renews every 30 days at $169.99 until you cancel.'],
    [{ unit: 'week', count: 1 } as const, 'Renews every week at $169.99 until you cancel.'],
    [{ unit: 'month', count: 2 } as const, 'Renews every 2 months at $169.99 until you cancel.'],
  ])('says a plan delivered %o renews on it, at its price, until cancelled', (interval, words) => {
    expect(renewalWords(usd(169.99), { name: 'Any', interval })).toBe(words);
  });

  it('names the plan of one without an interval, and states a whole price as shoppers write it', () => {
    expect(renewalWords(usd(50), { name: 'Quarterly box', interval: null })).toBe(
      'Renews on its plan (Quarterly box) at $50 until you cancel.',
    );
  });
});
