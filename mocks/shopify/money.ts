/** Shopify's MoneyV2, in US dollars, from the catalogue's dollar amounts or a computed number of cents. */

/** Shopify's Decimal: "199.99", "1500.0". */
function decimal(cents: number): string {
  const text = String(cents / 100);
  return text.includes('.') ? text : `${text}.0`;
}

export const money = (cents: number) => ({ amount: decimal(cents), currencyCode: 'USD' });
export const moneyOf = (amount: number) => money(Math.round(amount * 100));
