/**
 * What every reshape of a Storefront API answer reads with, the catalogue's and the cart's alike:
 * Shopify's money strings as numbers, and a field checked at run time that falls back to a safe
 * default.
 */
import * as z from 'zod/mini';
import type { Money } from '../../domain/commerce';

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
