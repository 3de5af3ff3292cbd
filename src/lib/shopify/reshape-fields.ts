/**
 * What every reshape of a Storefront API answer reads with, the catalogue's and the cart's alike:
 * Shopify's money strings as numbers, and a field checked at run time that falls back to a safe
 * default.
 */
import * as z from 'zod/mini';
import type { Money } from '../../domain/commerce';
import type { PlanInterval } from '../../domain/subscriptions';

export const moneySchema = z.object({
  amount: z.string().check(z.regex(/^-?\d+(\.\d+)?$/)),
  currencyCode: z.string().check(z.minLength(3)),
});

export const toMoney = (money: z.infer<typeof moneySchema>): Money => ({
  amount: Number(money.amount),
  currencyCode: money.currencyCode,
});

/** `value` when it matches `schema`, else `fallback`. */
export function read<T>(schema: z.ZodMiniType<T>, value: unknown, fallback: T): T {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/** How often a plan delivers, as Shopify states it (null: a plan without a recurring delivery). */
export const deliveryPolicySchema = z.nullish(
  z.object({
    interval: z.enum(['DAY', 'WEEK', 'MONTH', 'YEAR']),
    intervalCount: z.number().check(z.int(), z.gte(1)),
  }),
);

/** The domain's interval of a plan's delivery policy. */
export function readInterval(deliveryPolicy: z.infer<typeof deliveryPolicySchema>): PlanInterval | null {
  return deliveryPolicy
    ? {
        unit: deliveryPolicy.interval.toLowerCase() as PlanInterval['unit'],
        count: deliveryPolicy.intervalCount,
      }
    : null;
}
