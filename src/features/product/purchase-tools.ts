/**
 * A product page's Add to Cart and Buy Now as WebMCP tools (src/lib/webmcp), for an agent in the
 * browser: what each does and what the purchase choice's fields mean. The agent fills the forms;
 * the shopper still presses the button. Built by the page itself, so that the product cards, which
 * share the buttons, carry none of these words.
 */
import type { PurchaseTools } from '../../components/purchase/purchase-buttons';
import { isAgeRestricted, MINIMUM_AGE } from '../../domain/age-check';
import type { Product } from '../../domain/commerce';

export function purchaseTools(product: Product): PurchaseTools {
  const age = isAgeRestricted(product)
    ? ` Sold only to shoppers ${MINIMUM_AGE} or older: the store asks their date of birth first.`
    : '';
  return {
    add: {
      toolname: 'add_to_cart',
      tooldescription: `Add ${product.title} to the shopper's cart, once they press Add to Cart.${age}`,
    },
    buy: {
      toolname: 'buy_now',
      tooldescription: `Buy ${product.title} now: into the cart and on to Shopify's checkout, once the shopper presses Buy Now.${age}`,
    },
    purchase: 'Buy once, or subscribe: delivered and charged on schedule until the shopper cancels',
    plan: 'How often a subscription is delivered: choosing one subscribes',
  };
}
