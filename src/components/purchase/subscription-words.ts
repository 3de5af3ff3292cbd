import type { Money } from '../../domain/commerce';
import {
  describeInterval,
  planPerDelivery,
  planSaving,
  sharedAdjustment,
  type SellingPlan,
} from '../../domain/subscriptions';
import { formatMoney } from '../../domain/money';

/** "Subscribe & save 15%" when every plan saves the same, else "Subscribe & save". */
export function subscribeHeadline(plans: readonly SellingPlan[], currencyCode: string): string {
  const shared = sharedAdjustment(plans);
  if (shared?.kind === 'percentage') return `Subscribe & save ${shared.percentage}%`;
  if (shared?.kind === 'fixed-amount')
    return `Subscribe & save ${formatMoney({ amount: shared.amount, currencyCode })}`;
  return 'Subscribe & save';
}

/** How often a plan delivers ("every 30 days"), or the merchant's name for a plan without an interval. */
export function planIntervalWords(plan: SellingPlan): string {
  return plan.interval ? describeInterval(plan.interval) : plan.name;
}

/**
 * What one delivery on `plan` costs and saves, from the one-time `price` through the plan's own
 * adjustment: "$169.99 per delivery · save $30 (15%)", "$39.99 per delivery · save $20".
 */
export function planPriceWords(price: Money, plan: SellingPlan): string {
  const each = `${formatMoney(planPerDelivery(price, plan))} per delivery`;
  const saving = planSaving(price.amount, plan);
  if (saving <= 0) return each;
  const percentage = plan.adjustment?.kind === 'percentage' ? ` (${plan.adjustment.percentage}%)` : '';
  return `${each} · save ${formatMoney({ amount: saving, currencyCode: price.currencyCode })}${percentage}`;
}
