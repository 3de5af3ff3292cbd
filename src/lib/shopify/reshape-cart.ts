/**
 * The shopper's cart into the shop's domain types (`src/domain/commerce.ts`), from what the saved
 * cart query and each cart mutation answer with (`CartFragment`, its `lines` connection flattened
 * to an array by cart/cart-requests.ts): no connections or money strings leave this file.
 */
import * as z from 'zod/mini';
import { isAgeRestricted } from '../../domain/age-check';
import type { Cart, CartDiscount, CartLine, Money } from '../../domain/commerce';
import type { CartFragmentFragment } from './generated/graphql';
import { imageSchema, toProductImage } from './metafields';
import { deliveryPolicySchema, moneySchema, read, readInterval, toMoney } from './reshape-fields';

/** `CartFragment` with its `lines` connection flattened. */
export type CartState = Omit<CartFragmentFragment, 'lines'> & {
  lines: CartFragmentFragment['lines']['nodes'];
};

const cartLineSchema = z.object({
  id: z.string().check(z.minLength(1)),
  quantity: z.number().check(z.int(), z.nonnegative()),
  cost: z.object({ amountPerQuantity: moneySchema, totalAmount: moneySchema }),
  merchandise: z.object({
    id: z.string(),
    title: z.string(),
    image: z.nullish(imageSchema),
    product: z.object({
      id: z.string().check(z.minLength(1)),
      handle: z.string(),
      title: z.string(),
      vendor: z.optional(z.string()),
      // Read on its own below: tags the store cannot read mark no line restricted.
      tags: z.unknown(),
    }),
  }),
  sellingPlanAllocation: z.nullish(
    z.object({
      sellingPlan: z.object({
        id: z.string().check(z.minLength(1)),
        name: z.string(),
        // Read on its own below: a policy the store cannot read leaves the line, without an interval.
        deliveryPolicy: z.unknown(),
      }),
    }),
  ),
});

const discountCodeSchema = z.object({ code: z.string(), applicable: z.boolean() });
const discountAllocationSchema = z.object({
  discountedAmount: moneySchema,
  code: z.optional(z.string()),
  title: z.optional(z.string()),
});

/** Each discount's allocations summed, in the order Shopify lists them; one it cannot read is left out. */
function reshapeDiscounts(allocations: unknown): CartDiscount[] {
  const discounts: CartDiscount[] = [];
  for (const entry of Array.isArray(allocations) ? allocations : []) {
    const parsed = discountAllocationSchema.safeParse(entry);
    if (!parsed.success) continue;
    const { discountedAmount, code, title } = parsed.data;
    const label = code ?? title ?? 'Discount';
    const amount = toMoney(discountedAmount);
    const same = discounts.find((discount) => discount.label === label && discount.code === (code ?? null));
    if (same)
      same.amount = { ...same.amount, amount: Math.round((same.amount.amount + amount.amount) * 100) / 100 };
    else discounts.push({ code: code ?? null, label, amount });
  }
  return discounts;
}

function reshapeCartLine(line: z.infer<typeof cartLineSchema>): CartLine {
  const { merchandise } = line;
  return {
    id: line.id,
    quantity: line.quantity,
    merchandiseId: merchandise.id,
    productId: merchandise.product.id,
    productHandle: merchandise.product.handle,
    productTitle: merchandise.product.title,
    vendor: merchandise.product.vendor ?? '',
    variantTitle: merchandise.title,
    image: merchandise.image ? toProductImage(merchandise.image, merchandise.product.title) : null,
    unitPrice: toMoney(line.cost.amountPerQuantity),
    totalPrice: toMoney(line.cost.totalAmount),
    sellingPlan: line.sellingPlanAllocation
      ? {
          id: line.sellingPlanAllocation.sellingPlan.id,
          name: line.sellingPlanAllocation.sellingPlan.name,
          interval: readInterval(
            read(deliveryPolicySchema, line.sellingPlanAllocation.sellingPlan.deliveryPolicy, null),
          ),
        }
      : null,
    ageRestricted: isAgeRestricted({ tags: read(z.array(z.string()), merchandise.product.tags, []) }),
  };
}

const attributeSchema = z.object({ key: z.string(), value: z.nullish(z.string()) });

/**
 * The shopper's cart, or null while there is none (nothing added yet, or it was checked out).
 * Checks each line as it reads it: a line it cannot read is left out rather than failing the cart.
 */
export function reshapeCart(cart: CartState | Record<string, unknown> | null | undefined): Cart | null {
  const core = z.object({ id: z.string().check(z.minLength(1)), checkoutUrl: z.string() }).safeParse(cart);
  if (!cart || !core.success) return null;
  const raw = cart as Record<string, unknown>;
  const lines = (Array.isArray(raw.lines) ? raw.lines : []).flatMap((line: unknown) => {
    const parsed = cartLineSchema.safeParse(line);
    return parsed.success ? [reshapeCartLine(parsed.data)] : [];
  });
  const currencyCode = lines[0]?.totalPrice.currencyCode ?? 'USD';
  const sum: Money = {
    amount: Math.round(lines.reduce((total, line) => total + line.totalPrice.amount * 100, 0)) / 100,
    currencyCode,
  };
  const cost = read(
    z.object({ subtotalAmount: moneySchema, totalAmount: moneySchema }),
    raw.cost,
    null as { subtotalAmount: z.infer<typeof moneySchema>; totalAmount: z.infer<typeof moneySchema> } | null,
  );
  return {
    id: core.data.id,
    checkoutUrl: core.data.checkoutUrl,
    totalQuantity: read(
      z.number(),
      raw.totalQuantity,
      lines.reduce((total, line) => total + line.quantity, 0),
    ),
    lines,
    subtotal: cost ? toMoney(cost.subtotalAmount) : sum,
    total: cost ? toMoney(cost.totalAmount) : sum,
    discountCodes: (Array.isArray(raw.discountCodes) ? raw.discountCodes : []).flatMap((entry: unknown) => {
      const parsed = discountCodeSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    }),
    discounts: reshapeDiscounts(raw.discountAllocations),
    attributes: (Array.isArray(raw.attributes) ? raw.attributes : []).flatMap((entry: unknown) => {
      const parsed = attributeSchema.safeParse(entry);
      return parsed.success && typeof parsed.data.value === 'string'
        ? [{ key: parsed.data.key, value: parsed.data.value }]
        : [];
    }),
  };
}
