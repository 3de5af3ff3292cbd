import { describe, expect, it } from 'vitest';
import { describeInterval, planPrice, planSaving, sharedAdjustment } from './subscriptions';

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
