/**
 * How the cart names what it holds, wherever it is shown: the drawer, `/cart`, the question a link
 * to the cart asks, and what an agent reads of it (cart-answer.ts).
 */
import { MINIMUM_AGE, type AgeAnswer } from './age-check';
import { formatCalendarDate } from './calendar-date';
import type { Cart, CartLine, Money } from './commerce';

/** Shopify's title for a product's only variant, which shoppers never see. */
const defaultVariantTitle = 'Default Title';

/** The variant's own title, or null for a product sold in one form only. */
export function variantLabel(line: Pick<CartLine, 'variantTitle'>): string | null {
  return line.variantTitle && line.variantTitle !== defaultVariantTitle ? line.variantTitle : null;
}

/** How a line (or a product about to be one) is named to the shopper ("Omega-3 Fish Oil", "Vitamin D3 (120 capsules)"). */
export function lineName(line: Pick<CartLine, 'productTitle' | 'variantTitle'>): string {
  const variant = variantLabel(line);
  return variant ? `${line.productTitle} (${variant})` : line.productTitle;
}

/** One line of the discounts: a code the shopper entered or an automatic discount, and what it saves. */
export interface DiscountLine {
  label: string;
  /** The code, which the shopper may remove; null for an automatic discount. */
  code: string | null;
  /** What it takes off the subtotal; null when it takes nothing off the cart (free shipping, say). */
  saves: Money | null;
}

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Each applicable code with what it saves, then each automatic discount. */
export function discountLines(cart: Pick<Cart, 'discountCodes' | 'discounts'>): DiscountLine[] {
  const codes = cart.discountCodes
    .filter((entry) => entry.applicable)
    .map(({ code }) => ({
      label: code,
      code,
      saves:
        cart.discounts.find((discount) => discount.code && sameCode(discount.code, code))?.amount ?? null,
    }));
  const automatic = cart.discounts
    .filter((discount) => discount.code === null)
    .map(({ label, amount }) => ({ label, code: null, saves: amount }));
  return [...codes, ...automatic];
}

/**
 * What the cart says of an order that holds age-restricted products (`orderAgeCheck`'s): which,
 * and the date of birth given, or that checkout asks it first.
 */
export function orderAgeNote(productNames: readonly string[], answer: AgeAnswer): string {
  const given =
    answer.kind === 'old-enough'
      ? `Date of birth given: ${formatCalendarDate(answer.dateOfBirth) ?? answer.dateOfBirth}.`
      : 'Checkout asks your date of birth first.';
  return `Your order holds ${productNames.join(', ')}, sold only to shoppers ${MINIMUM_AGE} or older. ${given}`;
}
