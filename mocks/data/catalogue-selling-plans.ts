/**
 * The mock shop's Subscribe & save, as a subscriptions app would set it up in Shopify: selling plan
 * groups whose plans are shared by the products in the group. Capsules, softgels, tablets and gummies
 * save 15% on every delivery (the FAQ's promise); powders save a fixed $20. Bundles and sold-out
 * products have no plans.
 */
import type { CatalogueProduct } from './catalogue';

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

const percentageGroup: MockSellingPlanGroup = {
  name: 'Subscribe & save 15%',
  plans: everyDays.map((days, index) => ({
    id: 1001 + index,
    name: `Delivery every ${days} days, save 15%`,
    days,
    adjustment: { percentage: 15 },
  })),
};

const powderGroup: MockSellingPlanGroup = {
  name: 'Subscribe & save $20',
  plans: everyDays.map((days, index) => ({
    id: 2001 + index,
    name: `Delivery every ${days} days, save $20`,
    days,
    adjustment: { amount: 20 },
  })),
};

/** The selling plan groups a product belongs to (none for bundles and sold-out products). */
export function sellingPlanGroupsOf(product: CatalogueProduct): MockSellingPlanGroup[] {
  if (product.form === 'bundle' || !product.availableForSale) return [];
  return [product.form === 'powder' ? powderGroup : percentageGroup];
}
