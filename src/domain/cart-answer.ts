/**
 * The cart as an agent reads it (the store's WebMCP tools, src/lib/webmcp, and its MCP server,
 * src/agent): what the cart drawer shows, as data in the shopper's words (each line with its
 * quantity and prices, a subscription's renewal terms, the discounts, the totals, what checkout
 * asks and where it is), what came of an Add to Cart or Buy Now an agent asked for, and the age
 * question's rule for what an agent adds. Loaded only when an agent asks.
 */
import {
  ageConfirmed,
  ageQuestion,
  MINIMUM_AGE,
  orderAgeCheck,
  readAgeAnswer,
  tooYoungMessage,
} from './age-check';
import { shopperToday } from './calendar-date';
import { discountLines, lineName, orderAgeNote } from './cart-display';
import type { Cart } from './commerce';
import { formatMoney } from './money';
import { renewalTerms } from './subscriptions';
import { paths } from '../config/paths';

/**
 * In the store's MCP server's words where it says the same (src/agent: `line_id`, `variant_id`,
 * `checkout_url`...), with amounts as the drawer prints them.
 */
export function cartAnswer(cart: Cart | null, today: string = shopperToday()) {
  if (!cart || cart.lines.length === 0)
    return { total_quantity: 0, lines: [], summary: 'Your cart is empty.' };
  const age = orderAgeCheck(
    cart.lines.map((line) => ({ title: line.productTitle, ageRestricted: line.ageRestricted })),
    cart.attributes,
    today,
  );
  // A product still being added has no price yet: the totals wait for Shopify's answer, as in the drawer.
  const adding = cart.lines.some((line) => line.pending);
  return {
    total_quantity: cart.totalQuantity,
    lines: cart.lines.map((line) => ({
      line_id: line.id,
      variant_id: line.merchandiseId,
      title: lineName(line),
      page: paths.product(line.productHandle),
      quantity: line.quantity,
      ...(line.pending
        ? { price: 'Adding to your cart…' }
        : { unit_price: formatMoney(line.unitPrice), total: formatMoney(line.totalPrice) }),
      ...(line.sellingPlan && {
        subscription: {
          selling_plan_id: line.sellingPlan.id,
          name: line.sellingPlan.name,
          renewal_terms: renewalTerms(line.totalPrice, line.sellingPlan),
        },
      }),
    })),
    ...(adding
      ? { total: 'Your total shows once the product is in your cart.' }
      : {
          subtotal: formatMoney(cart.subtotal),
          discounts: discountLines(cart).map(({ label, saves }) => ({
            label,
            amount: saves ? `−${formatMoney(saves)}` : 'Applied at checkout',
          })),
          total: formatMoney(cart.total),
          note: 'Shipping and taxes are calculated at checkout.',
        }),
    ...(age.productNames.length > 0 && { age: orderAgeNote(age.productNames, age.answer) }),
    checkout_url: cart.checkoutUrl,
    cart_page: paths.cart,
  };
}

/** What came of an Add to Cart or Buy Now (`useProductPurchase`). */
export type PurchaseOutcome =
  | { kind: 'added' | 'checkout'; cart: Cart }
  | { kind: 'sold-out' | 'age-not-confirmed'; productName: string }
  /** The cart refused it: why, in the shopper's words. */
  | { kind: 'failed'; message: string };

export function purchaseAnswer(outcome: PurchaseOutcome) {
  switch (outcome.kind) {
    case 'added':
      return { added: true, cart: cartAnswer(outcome.cart) };
    case 'checkout':
      return {
        added: true,
        next: "The shopper is on their way to Shopify's checkout, where they pay.",
        cart: cartAnswer(outcome.cart),
      };
    case 'sold-out':
      return { added: false, reason: `${outcome.productName} is sold out.` };
    case 'age-not-confirmed':
      return {
        added: false,
        reason: `Nothing was added to the cart: ${outcome.productName} is sold only to shoppers ${MINIMUM_AGE} or older, and the shopper gave no date of birth of ${MINIMUM_AGE} or more.`,
      };
    case 'failed':
      return { added: false, reason: outcome.message };
  }
}

/** How much one agent's call may change, in the page's cart tool and the MCP server's alike. */
export const agentCartLimits = { lines: 20, quantity: 99, discountCodes: 5 } as const;

/**
 * An agent's add of products sold only to adults (`productNames`; none when the add holds no such
 * product), as the age question decides it on `today`: nothing more to give when the cart's own
 * date of birth (`carried`) says 18 or more; else the date of birth the shopper gave the agent
 * (`given`) that the lines go in with, or the refusal in the store's words, the add left undone.
 */
export function agentAddAge(
  productNames: readonly string[],
  given: string | undefined,
  carried: string | null,
  today: string,
): { dateOfBirth?: string } | { refusal: string } {
  if (productNames.length === 0 || ageConfirmed(carried, today)) return {};
  if (!given?.trim()) {
    return {
      refusal: `${ageQuestion(productNames)} Ask the shopper their date of birth and give it as date_of_birth (YYYY-MM-DD). Nothing was added to the cart.`,
    };
  }
  const answer = readAgeAnswer(given, today);
  if (answer.kind === 'too-young') return { refusal: tooYoungMessage(productNames) };
  if (answer.kind === 'problem') return { refusal: `${answer.problem} (date_of_birth: YYYY-MM-DD)` };
  return { dateOfBirth: answer.dateOfBirth };
}
