import type { Money } from '../../domain/commerce';
import { formatUsd } from '../../domain/money';

/** An amount as shoppers read it: "$199.99", "$1,500"; other currencies in their own symbol. */
export function formatMoney({ amount, currencyCode }: Money): string {
  if (currencyCode === 'USD') return formatUsd(amount);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(amount);
}
