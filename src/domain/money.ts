import type { Money } from './commerce';
/**
 * US dollars as shoppers write them: "$9.99", "$1,500", and "$50" rather than "$50.00" for whole
 * amounts. Written out rather than with Intl.NumberFormat, whose construction costs a phone about
 * 100 ms of main thread on the first page that shows a price.
 */
export function formatUsd(amount: number): string {
  const digits = Math.abs(amount).toFixed(Number.isInteger(amount) ? 0 : 2);
  const [whole = '0', cents] = digits.split('.');
  return `${amount < 0 ? '-' : ''}$${groupThousands(whole)}${cents ? `.${cents}` : ''}`;
}

/** A whole count as shoppers read it: "1,432" (review counts). */
export function formatCount(count: number): string {
  return `${count < 0 ? '-' : ''}${groupThousands(Math.abs(Math.round(count)).toString())}`;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** An amount as shoppers read it: "$199.99", "$1,500"; other currencies in their own symbol. */
export function formatMoney({ amount, currencyCode }: Money): string {
  if (currencyCode === 'USD') return formatUsd(amount);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currencyCode }).format(amount);
}
