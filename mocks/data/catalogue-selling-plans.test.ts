/**
 * Subscribe & save fits what is in the box: no variant is offered a delivery interval shorter than its
 * container lasts (a 12-month supply is not sent every 30 days).
 */
import { describe, expect, it } from 'vitest';
import { catalogue, findProductByNumber } from './catalogue';
import { sellingPlanGroupsOfVariant, variantSupplyDays } from './catalogue-selling-plans';

const intervals = (number: number) => {
  const product = findProductByNumber(number)!;
  return product.variants.map((variant) => [
    variant.title,
    sellingPlanGroupsOfVariant(product, variant).flatMap((group) => group.plans.map((plan) => plan.days)),
  ]);
};

describe('selling plans by supply', () => {
  it('never deliver a variant again before its container runs out', () => {
    for (const product of catalogue.filter((product) => product.form !== 'bundle')) {
      for (const variant of product.variants) {
        const days = variantSupplyDays(product, variant);
        for (const group of sellingPlanGroupsOfVariant(product, variant)) {
          for (const plan of group.plans) {
            expect(
              plan.days,
              `${product.title} (${variant.title}) lasts ${days} days`,
            ).toBeGreaterThanOrEqual(days);
          }
        }
      }
    }
  });

  it.each([
    [
      'a 30-day bottle (B-complex, 60 capsules at 2 a day): every 30, 60 or 90 days',
      1,
      [['Default Title', [30, 60, 90]]],
    ],
    ['a 60-day bottle (CoQ10, one softgel a day): every 60 or 90 days', 24, [['Default Title', [60, 90]]]],
    ['a 12-month supply (360 tablets, one a day): a one-time purchase', 11, [['Default Title', []]]],
    [
      'each size of B12 (30, 60, 90 tablets, one a day) its own',
      43,
      [
        ['30 Count', [30, 60, 90]],
        ['60 Count', [60, 90]],
        ['90 Count', [90]],
      ],
    ],
    [
      'vitamin C: the 60-count every 60 or 90 days, the 120-count once',
      26,
      [
        ['60 Count', [60, 90]],
        ['120 Count', []],
      ],
    ],
    [
      'a powder twice a day (electrolytes, 30 servings, up to twice a day: 15 days)',
      45,
      [['Default Title', [30, 60, 90]]],
    ],
    [
      'moringa powder by size',
      51,
      [
        ['30 Servings', [30, 60, 90]],
        ['60 Servings', [60, 90]],
      ],
    ],
  ])('offer %s', (_case, number, expected) => {
    expect(intervals(number)).toEqual(expected);
  });

  it('still sell most single products by subscription', () => {
    const subscribed = catalogue.filter((product) =>
      product.variants.some((variant) => sellingPlanGroupsOfVariant(product, variant).length > 0),
    );
    expect(subscribed.length).toBeGreaterThanOrEqual(60);
  });
});
