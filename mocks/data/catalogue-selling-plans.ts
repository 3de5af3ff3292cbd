/**
 * The mock shop's Subscribe & save, as a subscriptions app would set it up in Shopify: one selling
 * plan group per delivery interval (every 30, 60 or 90 days, the FAQ's promise), each holding the
 * variants whose container lasts no longer than its interval, so that no plan delivers a bottle
 * before the last one runs out (`planFitsSupply`): a 60-day bottle comes every 60 or 90 days, a
 * 90-day bottle every 90, and a supply that outlasts them all (the 12-month multivitamin, the
 * 120-count sizes) is a one-time purchase. Capsules, softgels, tablets and gummies save 15% on every
 * delivery; powders save a fixed $20. Bundles and sold-out products have no plans.
 */
import { planFitsSupply } from '../../src/domain/subscriptions';
import type { CatalogueProduct, CatalogueVariant } from './catalogue';
import { daysOfSupply } from './catalogue-facts';

export interface MockSellingPlan {
  /** `gid://shopify/SellingPlan/<id>` */
  id: number;
  /** The merchant's name, which Shopify shows in the cart and at checkout. */
  name: string;
  days: number;
  adjustment: { percentage: number } | { amount: number };
}

export interface MockSellingPlanGroup {
  name: string;
  plans: MockSellingPlan[];
}

const everyDays = [30, 60, 90];

const percentageGroups: MockSellingPlanGroup[] = everyDays.map((days, index) => ({
  name: `Subscribe & save 15%, every ${days} days`,
  plans: [
    { id: 1001 + index, name: `Delivery every ${days} days, save 15%`, days, adjustment: { percentage: 15 } },
  ],
}));

const powderGroups: MockSellingPlanGroup[] = everyDays.map((days, index) => ({
  name: `Subscribe & save $20, every ${days} days`,
  plans: [
    { id: 2001 + index, name: `Delivery every ${days} days, save $20`, days, adjustment: { amount: 20 } },
  ],
}));

/** The units in a variant: its size ("120 Count", "60 Servings"), or the product's bottle for "Default Title". */
export function unitsOfVariant(variant: CatalogueVariant): number | undefined {
  const size = /^(\d+) (Count|Servings)$/.exec(variant.title);
  return size ? Number(size[1]) : undefined;
}

/** How many days a variant's container lasts at the most its label directs a day. */
export function variantSupplyDays(product: CatalogueProduct, variant: CatalogueVariant): number {
  return daysOfSupply(product.number, unitsOfVariant(variant));
}

/** The selling plan groups that hold this variant (none for bundles and sold-out products). */
export function sellingPlanGroupsOfVariant(
  product: CatalogueProduct,
  variant: CatalogueVariant,
): MockSellingPlanGroup[] {
  if (product.form === 'bundle' || !variant.availableForSale) return [];
  const days = variantSupplyDays(product, variant);
  const groups = product.form === 'powder' ? powderGroups : percentageGroups;
  return groups.filter((group) =>
    group.plans.every((plan) => planFitsSupply({ interval: { unit: 'day', count: plan.days } }, days)),
  );
}

/** The selling plan groups that hold any of a product's variants, in the merchant's order. */
export function sellingPlanGroupsOf(product: CatalogueProduct): MockSellingPlanGroup[] {
  const held = new Set(product.variants.flatMap((variant) => sellingPlanGroupsOfVariant(product, variant)));
  return [...percentageGroups, ...powderGroups].filter((group) => held.has(group));
}
