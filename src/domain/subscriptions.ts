/**
 * Subscribe & save: a product's Shopify selling plans (delivered every so many days, at a price
 * adjusted from the one-time price), in the shop's own words. `lib/shopify` reads them.
 */

export type PlanInterval = { unit: 'day' | 'week' | 'month' | 'year'; count: number };

/** How a plan changes the one-time price of each delivery. */
export type PlanAdjustment =
  | { kind: 'percentage'; percentage: number }
  | { kind: 'fixed-amount'; amount: number }
  | { kind: 'fixed-price'; price: number };

export interface SellingPlan {
  /** The Storefront id a cart line's `sellingPlanId` takes (`gid://shopify/SellingPlan/...`). */
  id: string;
  /** The merchant's name for it, which Shopify shows in the cart and at checkout: "Delivery every 30 days, save 15%". */
  name: string;
  interval: PlanInterval | null;
  /** The adjustment of every order; null when the plan keeps the one-time price. */
  adjustment: PlanAdjustment | null;
}

export interface SubscriptionOffer {
  /** Sold only by subscription: no one-time purchase. */
  requiresSellingPlan: boolean;
  plans: SellingPlan[];
}

/** The price of one delivery on `plan`, to the cent, from the one-time `price`. */
export function planPrice(price: number, plan: Pick<SellingPlan, 'adjustment'>): number {
  const adjustment = plan.adjustment;
  const adjusted =
    adjustment === null
      ? price
      : adjustment.kind === 'percentage'
        ? price * (1 - adjustment.percentage / 100)
        : adjustment.kind === 'fixed-amount'
          ? price - adjustment.amount
          : adjustment.price;
  return Math.max(0, Math.round(adjusted * 100) / 100);
}

/** What one delivery on `plan` saves against the one-time price (0 when it saves nothing). */
export function planSaving(price: number, plan: Pick<SellingPlan, 'adjustment'>): number {
  return Math.max(0, Math.round((price - planPrice(price, plan)) * 100) / 100);
}

/** "every 30 days", "every month", "every 2 weeks". */
export function describeInterval({ unit, count }: PlanInterval): string {
  return count === 1 ? `every ${unit}` : `every ${count} ${unit}s`;
}

const adjustmentValue = (adjustment: PlanAdjustment) =>
  adjustment.kind === 'percentage'
    ? adjustment.percentage
    : adjustment.kind === 'fixed-amount'
      ? adjustment.amount
      : adjustment.price;

/**
 * The saving every plan shares ("15%" off, "$20" off), for a headline such as "Subscribe & save
 * 15%"; null when the plans differ, one saves nothing, or one sets a price (whose saving depends on
 * the product's price).
 */
export function sharedAdjustment(plans: readonly Pick<SellingPlan, 'adjustment'>[]): PlanAdjustment | null {
  const first = plans[0]?.adjustment ?? null;
  if (first === null || first.kind === 'fixed-price') return null;
  const same = plans.every(
    ({ adjustment }) =>
      adjustment !== null &&
      adjustment.kind === first.kind &&
      adjustmentValue(adjustment) === adjustmentValue(first),
  );
  return same ? first : null;
}
