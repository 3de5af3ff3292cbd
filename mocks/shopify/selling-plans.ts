/**
 * Subscribe & save as the Storefront API answers it: a product's selling plan groups and their plans
 * (mocks/data/catalogue-selling-plans.ts), a variant's allocations (the plans of the groups that hold
 * it), which plan a cart line may take, and its price.
 */
import { planPrice } from '../../src/domain/subscriptions';
import type { CatalogueProduct, CatalogueVariant } from '../data/catalogue';
import {
  sellingPlanGroupsOfVariant,
  type MockSellingPlan,
  type MockSellingPlanGroup,
} from '../data/catalogue-selling-plans';
import { connection, type Args } from './connections';
import { hasMetafields } from './metafields';
import { moneyOf } from './money';

/** The plans a variant can be bought on: those of the groups that hold it. */
export function sellingPlansOfVariant(
  product: CatalogueProduct,
  variant: CatalogueVariant,
): MockSellingPlan[] {
  return sellingPlanGroupsOfVariant(product, variant).flatMap((group) => group.plans);
}

/** The plan with this Storefront id that `variant` can be bought on, or undefined. */
export function findSellingPlan(
  product: CatalogueProduct,
  variant: CatalogueVariant,
  sellingPlanId: string,
): MockSellingPlan | undefined {
  const id = /^gid:\/\/shopify\/SellingPlan\/(\d+)$/.exec(sellingPlanId)?.[1];
  return sellingPlansOfVariant(product, variant).find((plan) => String(plan.id) === id);
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

/** A variant's allocation of `plan`: the plan, and what one delivery costs on it. */
export function sellingPlanAllocationObject(plan: MockSellingPlan, variantPrice: number) {
  const price = moneyOf(sellingPlanPrice(variantPrice, plan));
  return {
    __typename: 'SellingPlanAllocation',
    sellingPlan: sellingPlanObject(plan),
    checkoutChargeAmount: price,
    remainingBalanceChargeAmount: moneyOf(0),
    priceAdjustments: [
      { price, compareAtPrice: moneyOf(variantPrice), perDeliveryPrice: price, unitPrice: null },
    ],
  };
}
