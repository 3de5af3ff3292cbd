/**
 * What the store checks in a discount code before it sends one: that there is one, and that it is
 * no longer than Shopify's discount codes can be (255 characters). A longer one cannot be a code of
 * the shop, so it is refused here, in words, instead of being sent and echoed back.
 */
import { fieldLimits } from './field-limits';

/** Why `code` cannot be a discount code (said next to its field), or undefined when it can. */
export function discountCodeProblem(code: string): string | undefined {
  const entered = code.trim();
  if (entered === '') return 'Enter a discount code.';
  if (entered.length > fieldLimits.discountCode)
    return `Discount codes are at most ${fieldLimits.discountCode} characters. Please check the code you entered.`;
  return undefined;
}
