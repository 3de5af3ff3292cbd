/**
 * The cart under Shopify's Storefront MCP names: `get_cart` and `update_cart`, each change sent by
 * the cart's own requests and judged by its own rules (src/lib/shopify/cart/cart-requests.ts,
 * src/domain/cart-rules.ts), so an agent's cart is refused what the cart drawer refuses. An
 * age-restricted product goes in only with the shopper's date of birth, 18 or more, as the
 * store's age question asks it (src/domain/age-check.ts); it travels with the cart to the checkout.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import * as z from 'zod/mini';
import { dateOfBirthIn, latestDateOnEarth } from '../domain/age-check';
import type { CartChange } from '../domain/cart-change';
import type { Cart } from '../domain/commerce';
import { agentAddAge, agentCartLimits, cartAnswer } from '../domain/cart-answer';
import { variantToAddQueryOptions } from '../lib/shopify/queries';
import { fetchCart, sendCartChange } from '../lib/shopify/cart/cart-requests';
import { answer, answering, refusal, storeReads, storeUrl } from './answers';

/** Shopify's cart ids: `gid://shopify/Cart/<token>?key=<key>`. */
const CART_ID = /^gid:\/\/shopify\/Cart\/[\w-]{1,100}(\?key=[\w-]{1,100})?$/;
const cartId = z
  .string()
  .check(
    z.regex(CART_ID, 'Not a cart id: use the cart_id an earlier answer gave.'),
    z.describe('The cart_id an earlier update_cart answered.'),
  );

/**
 * The cart as the cart drawer shows it (`cartAnswer`, which the page's own WebMCP tools answer too),
 * with its id and absolute addresses. Without `cart_page`: `/cart` shows the browser's own cart,
 * not the one an agent made; its `checkout_url` is where the shopper goes.
 */
export function agentCart(cart: Cart) {
  // The agent's shopper could be anywhere: their calendar is at most the latest date on Earth.
  const shown = cartAnswer(cart, latestDateOnEarth());
  return {
    cart_id: cart.id,
    ...shown,
    lines: shown.lines.map((line) => ({ ...line, page: storeUrl(line.page) })),
    // Left out of the JSON.
    cart_page: undefined,
  };
}

const goneCart =
  'This cart no longer exists: it was checked out or has expired. Leave out cart_id to start a new one.';

const addItem = z.object({
  product_variant_id: z
    .string()
    .check(z.maxLength(100), z.describe('A variant_id from search_shop_catalog or get_product_details.')),
  quantity: z.int().check(z.minimum(1), z.maximum(agentCartLimits.quantity)),
  selling_plan_id: z.optional(
    z
      .string()
      .check(
        z.maxLength(100),
        z.describe('To subscribe: a selling_plan_id of get_product_details; leave out to buy once.'),
      ),
  ),
});

/**
 * The add of `items` to `cart` (none: a new one), or why it cannot be made (an unknown variant, the
 * age rule, on the latest date on Earth: the agent's shopper could be anywhere).
 */
async function addOf(
  items: readonly z.infer<typeof addItem>[],
  dateOfBirth: string | undefined,
  cart: Cart | null,
): Promise<CartChange | string> {
  const variants = await Promise.all(
    items.map((item) => storeReads.fetchQuery(variantToAddQueryOptions(item.product_variant_id))),
  );
  const unknown = items.find((_, index) => !variants[index]);
  if (unknown) return `The shop has no product variant ${JSON.stringify(unknown.product_variant_id)}.`;
  const restricted = [...new Set(variants.filter((v) => v?.ageRestricted).map((v) => v?.productTitle ?? ''))];
  const lines = items.map(({ product_variant_id, quantity, selling_plan_id }) => ({
    merchandiseId: product_variant_id,
    quantity,
    ...(selling_plan_id && { sellingPlanId: selling_plan_id }),
  }));
  const carried = dateOfBirthIn(cart?.attributes ?? []);
  const age = agentAddAge(restricted, dateOfBirth, carried, latestDateOnEarth());
  if ('refusal' in age) return age.refusal;
  return { type: 'add', lines, ...(age.dateOfBirth && { dateOfBirth: age.dateOfBirth }) };
}

export function registerCartTools(server: McpServer) {
  server.registerTool(
    'get_cart',
    {
      title: 'A cart',
      description:
        'A cart made with update_cart: its lines, subscriptions with their renewal terms, discounts, total and checkout_url.',
      inputSchema: { cart_id: cartId },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    ({ cart_id }) =>
      answering(async () => {
        const cart = await fetchCart(cart_id);
        return cart ? answer(agentCart(cart)) : refusal(goneCart);
      }),
  );

  server.registerTool(
    'update_cart',
    {
      title: 'Change a cart',
      description:
        'Adds products to a cart (a new one when cart_id is left out), changes or removes its lines, applies discount codes; ' +
        "answers the cart with its checkout_url, where the shopper pays. Products sold only to adults need the shopper's date_of_birth.",
      inputSchema: {
        cart_id: z.optional(cartId),
        add_items: z.optional(z.array(addItem).check(z.minLength(1), z.maxLength(agentCartLimits.lines))),
        update_items: z.optional(
          z
            .array(
              z.object({
                id: z.string().check(z.maxLength(200), z.describe("A line_id of the cart's lines.")),
                quantity: z
                  .int()
                  .check(
                    z.minimum(0),
                    z.maximum(agentCartLimits.quantity),
                    z.describe('0 removes the line.'),
                  ),
              }),
            )
            .check(z.minLength(1), z.maxLength(agentCartLimits.lines)),
        ),
        remove_line_ids: z.optional(
          z
            .array(z.string().check(z.maxLength(200)))
            .check(z.minLength(1), z.maxLength(agentCartLimits.lines)),
        ),
        discount_codes: z.optional(
          z
            .array(z.string().check(z.maxLength(255)))
            .check(z.minLength(1), z.maxLength(agentCartLimits.discountCodes)),
        ),
        date_of_birth: z.optional(
          z
            .string()
            .check(
              z.describe("The shopper's date of birth (YYYY-MM-DD), for a product sold only to adults."),
            ),
        ),
      },
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: false,
        openWorldHint: false,
      },
    },
    (input) =>
      answering(async () => {
        const { add_items, update_items, remove_line_ids, discount_codes } = input;
        if (!add_items && !update_items && !remove_line_ids && !discount_codes)
          return refusal('Say what to change: add_items, update_items, remove_line_ids or discount_codes.');

        let cart: Cart | null = null;
        if (input.cart_id) {
          cart = await fetchCart(input.cart_id);
          if (!cart) return refusal(goneCart);
        }
        const changes: CartChange[] = [];
        if (add_items) {
          const add = await addOf(add_items, input.date_of_birth, cart);
          if (typeof add === 'string') return refusal(add);
          changes.push(add);
        }
        for (const { id, quantity } of update_items ?? [])
          changes.push({ type: 'update', lineId: id, quantity });
        for (const lineId of remove_line_ids ?? []) changes.push({ type: 'remove', lineId });
        for (const code of discount_codes ?? []) changes.push({ type: 'discount', code });
        for (const change of changes) {
          const { cart: after, failure } = await sendCartChange(change, cart);
          if (after !== undefined) cart = after;
          if (failure) {
            const now = cart
              ? ` The cart ${cart.id} holds ${cart.totalQuantity} item(s) now: get_cart shows it.`
              : ' Nothing was added.';
            return refusal(failure.message + now);
          }
        }
        return cart ? answer(agentCart(cart)) : refusal(goneCart);
      }),
  );
}
