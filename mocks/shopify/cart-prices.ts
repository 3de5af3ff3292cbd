/**
 * What a cart costs: each line at its variant's price, or its Subscribe & save plan's price, and the
 * exit popup's WELCOME10 code taking 10% off.
 */
import { findVariant } from '../data/catalogue';
import type { MockSellingPlan } from '../data/catalogue-selling-plans';
import type { StoredCart, StoredCartLine } from './carts';
import { findSellingPlan, sellingPlanPrice } from './selling-plans';

/** Codes the mock shop honours, with the share of the subtotal they take off. */
export const discountOffers: Record<string, number> = { WELCOME10: 0.1 };

export interface PricedCartLine {
  line: StoredCartLine;
  merchandise: NonNullable<ReturnType<typeof findVariant>>;
  /** The Subscribe & save plan the line is priced on, or null for a one-time purchase. */
  plan: MockSellingPlan | null;
  unitCents: number;
  totalCents: number;
}

export interface PricedCart {
  lines: PricedCartLine[];
  totalQuantity: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  /** Each code the shopper entered, and whether it takes effect on this cart. */
  discountCodes: { code: string; applicable: boolean }[];
  appliedCode: string | null;
}

const toCents = (amount: number) => Math.round(amount * 100);

/** Prices a cart from the catalogue (lines whose merchandise left the catalogue drop out). */
export function priceCart(cart: StoredCart): PricedCart {
  const lines = cart.lines.flatMap((line) => {
    const merchandise = findVariant(line.merchandiseId);
    if (!merchandise) return [];
    // On a plan, each unit costs the plan's price, as Shopify prices a subscription line.
    const plan = line.sellingPlanId
      ? findSellingPlan(merchandise.product, merchandise.variant, line.sellingPlanId)
      : undefined;
    const unitCents = toCents(
      plan ? sellingPlanPrice(merchandise.variant.price, plan) : merchandise.variant.price,
    );
    return [{ line, merchandise, plan: plan ?? null, unitCents, totalCents: unitCents * line.quantity }];
  });
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const discountCodes = cart.discountCodes.map((code) => ({
    code,
    applicable: lines.length > 0 && discountOffers[code.toUpperCase()] !== undefined,
  }));
  // Shopify applies one code per order: the first applicable one.
  const appliedCode = discountCodes.find((entry) => entry.applicable)?.code ?? null;
  const discountCents = appliedCode
    ? Math.round(subtotalCents * (discountOffers[appliedCode.toUpperCase()] ?? 0))
    : 0;
  return {
    lines,
    totalQuantity: lines.reduce((sum, line) => sum + line.line.quantity, 0),
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
    discountCodes,
    appliedCode,
  };
}
