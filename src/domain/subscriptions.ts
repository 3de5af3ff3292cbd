/**
 * Subscribe & save: a product's Shopify selling plans (delivered every so many days, at a price
 * adjusted from the one-time price), in the shop's own words. `lib/shopify` reads them.
 */
import type { Money } from './commerce';
import { formatMoney } from './money';

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

/** What one variant may be bought on. */
export interface SubscriptionOffer {
  /** Sold only by subscription: no one-time purchase. */
  requiresSellingPlan: boolean;
  plans: SellingPlan[];
}

/**
 * A product's Subscribe & save, variant by variant: in Shopify a selling plan group may hold only
 * some of a product's variants (a 12-month bottle is not delivered every 30 days), so each variant
 * has the plans Shopify allocates to it, by variant id.
 */
export interface ProductSubscriptions {
  requiresSellingPlan: boolean;
  plansByVariant: Record<string, SellingPlan[]>;
}

/** The offer of one variant: its own plans, none for a variant Shopify allocates none. */
export function variantOffer(subscriptions: ProductSubscriptions, variantId: string): SubscriptionOffer {
  return {
    requiresSellingPlan: subscriptions.requiresSellingPlan,
    plans: Object.hasOwn(subscriptions.plansByVariant, variantId)
      ? (subscriptions.plansByVariant[variantId] ?? [])
      : [],
  };
}

/** An interval in days, a month counted as 30 and a year as 365. */
export function intervalDays({ unit, count }: PlanInterval): number {
  const days = { day: 1, week: 7, month: 30, year: 365 }[unit];
  return days * count;
}

/**
 * How many days a container lasts: its servings, taken at the most servings a day its label directs
 * ("1 capsule once or twice daily": 2). Rounded down: the last part-day is not a day's use.
 */
export function supplyDays(servingsPerContainer: number, servingsADay = 1): number {
  return Math.floor(servingsPerContainer / servingsADay);
}

/**
 * Whether a plan suits a container that lasts `days`: it never delivers again before the supply
 * runs out, so a shopper is not sent bottles faster than they use them (a 12-month supply every 30
 * days). A plan without an interval delivers once, and fits any supply.
 */
export function planFitsSupply(plan: Pick<SellingPlan, 'interval'>, days: number): boolean {
  return plan.interval === null || intervalDays(plan.interval) >= days;
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

/** What one delivery on `plan` costs, from the one-time `price`. */
export function planPerDelivery(price: Money, plan: Pick<SellingPlan, 'adjustment'>): Money {
  return { amount: planPrice(price.amount, plan), currencyCode: price.currencyCode };
}

/** "every 30 days", "every month", "every 2 weeks". */
export function describeInterval({ unit, count }: PlanInterval): string {
  return count === 1 ? `every ${unit}` : `every ${count} ${unit}s`;
}

/**
 * The terms a subscription renews on, said before the purchase wherever a plan is chosen or bought
 * (ROSCA; California's automatic renewal law): "Renews every 30 days at $25.49 until you cancel."
 * `perDelivery` is what each renewal charges before shipping and tax. The sentence after it is
 * `CANCEL_ONLINE`, whose last words link to the customer account.
 */
export function renewalWords(perDelivery: Money, plan: Pick<SellingPlan, 'interval' | 'name'>): string {
  const when = plan.interval ? describeInterval(plan.interval) : `on its plan (${plan.name})`;
  return `Renews ${when} at ${formatMoney(perDelivery)} until you cancel.`;
}

/** How to cancel, after `renewalWords`: `before` then a link to the customer account named `link`. */
export const CANCEL_ONLINE = { before: 'Cancel online any time in', link: 'your account' } as const;

/** The whole terms as plain text, for text without links (what the MCP server answers). */
export function renewalTerms(perDelivery: Money, plan: Pick<SellingPlan, 'interval' | 'name'>): string {
  return `${renewalWords(perDelivery, plan)} ${CANCEL_ONLINE.before} ${CANCEL_ONLINE.link}.`;
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
