/**
 * Subscribe & save as the Storefront API answers it: a product's selling plan groups and their plans
 * (mocks/data/catalogue-selling-plans.ts), which plan a cart line may take, and its price.
 */
import { planPrice } from '../../src/domain/subscriptions';
import type { CatalogueProduct } from '../data/catalogue';
import {
  sellingPlanGroupsOf,
  type MockSellingPlan,
  type MockSellingPlanGroup,
} from '../data/catalogue-selling-plans';
import { connection, type Args } from './connections';
import { hasMetafields } from './metafields';
import { moneyOf } from './money';

/** The plan with this Storefront id that `product` can be bought on, or undefined. */
export function findSellingPlan(
  product: CatalogueProduct,
  sellingPlanId: string,
): MockSellingPlan | undefined {
  const id = /^gid:\/\/shopify\/SellingPlan\/(\d+)$/.exec(sellingPlanId)?.[1];
  return sellingPlanGroupsOf(product)
    .flatMap((group) => group.plans)
    .find((plan) => String(plan.id) === id);
}

/** One unit's price on `plan`, as Shopify computes it from the variant's price. */
export function sellingPlanPrice(price: number, plan: MockSellingPlan): number {
  const { adjustment } = plan;
  return planPrice(price, {
    adjustment:
      'percentage' in adjustment
        ? { kind: 'percentage', percentage: adjustment.percentage }
        : { kind: 'fixed-amount', amount: adjustment.amount },
  });
}

export function sellingPlanObject(plan: MockSellingPlan) {
  const adjustmentValue =
    'percentage' in plan.adjustment
      ? {
          __typename: 'SellingPlanPercentagePriceAdjustment',
          adjustmentPercentage: plan.adjustment.percentage,
        }
      : {
          __typename: 'SellingPlanFixedAmountPriceAdjustment',
          adjustmentAmount: moneyOf(plan.adjustment.amount),
        };
  const interval = { interval: 'DAY', intervalCount: plan.days };
  return {
    __typename: 'SellingPlan',
    id: `gid://shopify/SellingPlan/${plan.id}`,
    name: plan.name,
    description: null,
    recurringDeliveries: true,
    options: [{ name: 'Delivery every', value: `${plan.days} days` }],
    billingPolicy: { __typename: 'SellingPlanRecurringBillingPolicy', ...interval },
    deliveryPolicy: { __typename: 'SellingPlanRecurringDeliveryPolicy', ...interval },
    checkoutCharge: {
      type: 'PERCENTAGE',
      value: { __typename: 'SellingPlanCheckoutChargePercentageValue', percentage: 100 },
    },
    priceAdjustments: [{ orderCount: null, adjustmentValue }],
    ...hasMetafields(() => []),
  };
}

export function sellingPlanGroupObject(group: MockSellingPlanGroup) {
  return {
    __typename: 'SellingPlanGroup',
    name: group.name,
    appName: 'Sankofa Subscriptions',
    options: [{ name: 'Delivery every', values: group.plans.map((plan) => `${plan.days} days`) }],
    sellingPlans: (args: Args) => connection(group.plans.map(sellingPlanObject), args, (plan) => plan.id),
  };
}
