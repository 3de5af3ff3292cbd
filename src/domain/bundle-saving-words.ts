/**
 * What a bundle says under its products about their price bought separately (bundle-price.ts): on
 * its page, in its markdown twin and to an agent. A module of its own: the product cards, which
 * carry bundle-price.ts, say none of it.
 */
import { bundleSaving, partsTotal } from './bundle-price';
import type { BundlePart, Money } from './commerce';
import { formatMoney } from './money';

const countWords: Record<number, string> = { 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six' };

/** "these three", or "these products" for another count. */
const these = (count: number) => `these ${countWords[count] ?? 'products'}`;

/**
 * What a bundle at `price` says under its products: what it saves against buying them separately,
 * or, when it saves nothing, what they cost separately and no saving. Null when there are no parts
 * (a single product) or their prices do not add up.
 */
export function bundleSavingWords(price: Money, parts: readonly BundlePart[]): string | null {
  const separately = partsTotal(parts);
  if (!separately) return null;
  const saving = bundleSaving(price, parts);
  return saving
    ? `Save ${formatMoney(saving.saving)} (${saving.percent}%) against buying ${these(parts.length)} separately (${formatMoney(separately)}).`
    : `Bought separately, ${these(parts.length)} cost ${formatMoney(separately)}.`;
}
