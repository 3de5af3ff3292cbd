/**
 * The cart's actions as WebMCP tools (src/lib/webmcp/model-context.ts), for an agent in the
 * browser: read the cart; add product variants, change or remove lines, apply a discount code. Each goes
 * through the cart the buttons use (`useStoreCart`: its queue, its rules and its Storefront
 * requests, docs/cart.md) and answers what the cart drawer shows once Shopify has answered
 * (`cartAnswer`), or rejects in the store's own words. An age-restricted product needs a date of
 * birth of 18 or more, given by the shopper to the agent, unless the cart carries one already.
 * The frame renders `CartTools` only where the browser has WebMCP, once the page is interactive
 * (src/app/layout/agent-tools.tsx): no page's first load carries it.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useShellActions } from '../../components/shell-actions';
import { dateOfBirthIn, MINIMUM_AGE } from '../../domain/age-check';
import { shopperToday } from '../../domain/calendar-date';
import { agentAddAge, agentCartLimits, cartAnswer } from '../../domain/cart-answer';
import { lineName } from '../../domain/cart-display';
import type { CartLineToAdd } from '../../domain/commerce';
import { readCartLink } from '../../domain/cart-link';
import { savedCart, useStoreCart, variantToAddQueryOptions, type StoreCart } from '../../lib/shopify';
import { modelContextOf, registerTools, type AgentTool } from '../../lib/webmcp/model-context';

interface CartToolsDependencies {
  /** The cart's changes, as the buttons and the cart's own controls make them. */
  changes: Pick<StoreCart, 'addLines' | 'updateQuantity' | 'removeLine' | 'applyDiscountCode'>;
  client: QueryClient;
  openCart: () => void;
  /** The shopper's calendar date (`YYYY-MM-DD`), which ages are counted on. */
  today?: () => string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const count = (value: unknown) => (value === undefined || value === null ? Number.NaN : Number(value));
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const field = (item: unknown, name: string) =>
  typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[name] : undefined;

const notAProduct = 'That id does not name a product we can add to your cart.';

/** What a change names, as the cart link checks it (cart-link.ts): a product variant, on a plan or not. */
function lineOf(item: unknown): CartLineToAdd {
  const link = readCartLink(
    new URLSearchParams({
      add: text(field(item, 'product_variant_id')),
      plan: text(field(item, 'selling_plan_id')),
    }),
  );
  if (link.kind === 'not-a-plan') {
    throw new Error('That id does not name a subscription we offer. Nothing was added to your cart.');
  }
  if (link.kind !== 'add') throw new Error(notAProduct);
  const { variantId, sellingPlanId } = link.request;
  const quantity = count(field(item, 'quantity'));
  return sellingPlanId
    ? { merchandiseId: variantId, quantity, sellingPlanId }
    : { merchandiseId: variantId, quantity };
}

/** The store's MCP server's names (src/agent) for the same cart actions: `get_cart` and `update_cart`. */
export function cartTools({
  changes,
  client,
  openCart,
  today = shopperToday,
}: CartToolsDependencies): AgentTool[] {
  /** The date of birth age-restricted products go in the cart with (none when it carries one), or why they cannot. */
  const dateOfBirthFor = async (names: string[], given: string): Promise<string | undefined> => {
    const cart = await savedCart(client);
    const age = agentAddAge(names, given, dateOfBirthIn(cart?.attributes ?? []), today());
    if ('refusal' in age) throw new Error(age.refusal);
    return age.dateOfBirth;
  };

  /** Adds the items in one request, once each names a product and the age rule allows them all. */
  const add = async (items: unknown[], dateOfBirth: string) => {
    const lines = items.map(lineOf);
    const variants = await Promise.all(
      lines.map((line) => client.fetchQuery(variantToAddQueryOptions(line.merchandiseId))),
    );
    if (variants.some((variant) => !variant)) throw new Error(notAProduct);
    const restricted = [
      ...new Set(variants.flatMap((variant) => (variant?.ageRestricted ? [lineName(variant)] : []))),
    ];
    const adding = changes.addLines(lines, { dateOfBirth: await dateOfBirthFor(restricted, dateOfBirth) });
    // As Add to Cart does: the cart opens at once, on what is being added.
    openCart();
    return adding;
  };

  return [
    {
      name: 'get_cart',
      description:
        "The shopper's cart as the cart drawer shows it: each line (line_id) with its quantity, prices and subscription terms, the discounts, the total and the checkout_url.",
      inputSchema: { type: 'object', properties: {} },
      annotations: { readOnlyHint: true },
      // Shopify's last answer: a change under way shows once it has one.
      execute: async () => cartAnswer(await savedCart(client), today()),
    },
    {
      name: 'update_cart',
      description:
        "Change the shopper's cart: add products by their variant id (search_shop_catalog answers it), once or " +
        'on a subscription plan, which renews until the shopper cancels it; change or remove lines; apply ' +
        `discount codes, in that order. Products sold only to shoppers ${MINIMUM_AGE} or older need the shopper's ` +
        'date_of_birth. Answers the cart as the shopper sees it, and opens it when adding.',
      inputSchema: {
        type: 'object',
        properties: {
          add_items: {
            type: 'array',
            minItems: 1,
            maxItems: agentCartLimits.lines,
            items: {
              type: 'object',
              properties: {
                product_variant_id: {
                  type: 'string',
                  description:
                    'A product variant (gid://shopify/ProductVariant/…), as search_shop_catalog answers it',
                },
                quantity: { type: 'integer', minimum: 1, maximum: agentCartLimits.quantity },
                selling_plan_id: {
                  type: 'string',
                  description:
                    "To subscribe: a plan of the product (gid://shopify/SellingPlan/…), as its page's purchase options offer it; leave out to buy once",
                },
              },
              required: ['product_variant_id', 'quantity'],
            },
          },
          update_items: {
            type: 'array',
            minItems: 1,
            maxItems: agentCartLimits.lines,
            items: {
              type: 'object',
              properties: {
                id: { type: 'string', description: "A line_id of the cart's lines, as get_cart answers it" },
                quantity: {
                  type: 'integer',
                  minimum: 0,
                  maximum: agentCartLimits.quantity,
                  description: '0 removes the line',
                },
              },
              required: ['id', 'quantity'],
            },
          },
          remove_line_ids: {
            type: 'array',
            minItems: 1,
            maxItems: agentCartLimits.lines,
            items: { type: 'string' },
          },
          discount_codes: {
            type: 'array',
            minItems: 1,
            maxItems: agentCartLimits.discountCodes,
            items: { type: 'string' },
          },
          date_of_birth: {
            type: 'string',
            format: 'date',
            description:
              "The shopper's date of birth (YYYY-MM-DD), as the shopper gives it, for a product sold only to adults",
          },
        },
      },
      async execute(input) {
        const items = list(input.add_items);
        const updates = list(input.update_items);
        const removals = list(input.remove_line_ids);
        const codes = list(input.discount_codes);
        if (items.length + updates.length + removals.length + codes.length === 0) {
          throw new Error('Say what to change: add_items, update_items, remove_line_ids or discount_codes.');
        }
        // One change at a time, each through the cart's queue: a refusal stops the rest.
        let cart = items.length > 0 ? await add(items, text(input.date_of_birth)) : null;
        for (const update of updates) {
          cart = await changes.updateQuantity(text(field(update, 'id')), count(field(update, 'quantity')));
        }
        for (const lineId of removals) cart = await changes.removeLine(text(lineId));
        for (const code of codes) cart = await changes.applyDiscountCode(text(code));
        return cartAnswer(cart, today());
      },
    },
  ];
}

/** Offers the cart's tools while mounted. */
export function CartTools() {
  // The cart's actions are the same functions for as long as the page has its QueryClient.
  const { addLines, updateQuantity, removeLine, applyDiscountCode } = useStoreCart();
  const client = useQueryClient();
  const { openCart } = useShellActions();
  useEffect(() => {
    const context = modelContextOf(document);
    if (!context) return;
    const registration = new AbortController();
    const changes = { addLines, updateQuantity, removeLine, applyDiscountCode };
    registerTools(context, cartTools({ changes, client, openCart }), registration.signal);
    return () => registration.abort();
  }, [addLines, updateQuantity, removeLine, applyDiscountCode, client, openCart]);
  return null;
}

export default CartTools;
