/**
 * What a bundle costs against its products bought one by one. A struck-through price must be a real
 * reference (FTC, 16 CFR 233): for a bundle, the real reference is what its products cost separately
 * today, so the struck price is never above that sum, and a bundle that saves nothing shows none.
 */
import type { BundlePart, Money, Product } from './commerce';

export interface BundleSaving {
  /** What the parts cost bought separately. */
  separately: Money;
  /** What the bundle saves against that, more than 0. */
  saving: Money;
  /** The saving as a whole percent of `separately`, rounded down, so it never says more than it saves. */
  percent: number;
}

const cents = (amount: number) => Math.round(amount * 100);

/** The parts' prices added up; null when there are none or their currencies differ. */
export function partsTotal(parts: readonly BundlePart[]): Money | null {
  const [first] = parts;
  if (!first || parts.some((part) => part.price.currencyCode !== first.price.currencyCode)) return null;
  const total = parts.reduce((sum, part) => sum + cents(part.price.amount), 0);
  return { amount: total / 100, currencyCode: first.price.currencyCode };
}

/** What a bundle at `price` saves against its parts bought separately; null when it saves nothing. */
export function bundleSaving(price: Money, parts: readonly BundlePart[]): BundleSaving | null {
  const separately = partsTotal(parts);
  if (!separately || separately.currencyCode !== price.currencyCode) return null;
  const saving = cents(separately.amount) - cents(price.amount);
  if (saving <= 0) return null;
  return {
    separately,
    saving: { amount: saving / 100, currencyCode: price.currencyCode },
    percent: Math.floor((saving / cents(separately.amount)) * 100),
  };
}

/**
 * The struck-through price a bundle may show: the merchant's compare-at price, but never more than
 * its parts cost separately (then that sum), and none when the bundle saves nothing against them.
 */
export function bundleCompareAtPrice(
  price: Money,
  compareAtPrice: Money | null,
  parts: readonly BundlePart[],
): Money | null {
  const saving = bundleSaving(price, parts);
  if (!saving || !compareAtPrice || compareAtPrice.currencyCode !== price.currencyCode) return null;
  if (compareAtPrice.amount <= price.amount) return null;
  return compareAtPrice.amount > saving.separately.amount ? saving.separately : compareAtPrice;
}

/**
 * The struck-through price shown beside a product's price, and what it is for a reader who cannot
 * see the strike: a bundle's is what its products cost separately, any other product's its original
 * price. Null when the product shows none (no compare-at price, or one not above the price).
 */
export function referencePrice(
  product: Pick<Product, 'price' | 'compareAtPrice' | 'bundleParts'>,
): { label: 'Bought separately' | 'Original price'; price: Money } | null {
  const { price, compareAtPrice } = product;
  if (compareAtPrice === null || compareAtPrice.amount <= price.amount) return null;
  return {
    label: product.bundleParts.length > 0 ? 'Bought separately' : 'Original price',
    price: compareAtPrice,
  };
}
