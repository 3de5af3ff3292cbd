import { formatUsd } from './money';

/**
 * What a shipping method costs, in words. A method priced at zero is the one that ships free once
 * the order passes the free-shipping threshold (smaller orders see their rate at checkout).
 */
export function shippingPriceLabel(price: number, freeShippingThreshold: number): string {
  if (price > 0) return formatUsd(price);
  return freeShippingThreshold > 0 ? `Free on orders over ${formatUsd(freeShippingThreshold)}` : 'Free';
}
