/**
 * A product's Subscribe & save: the Shopify selling plans each variant may be bought on (its selling
 * plan allocations), checked into the domain's `ProductSubscriptions`. A plan that does not read (no id, an unknown adjustment, a price that is no
 * number) is left out and the console says why: a shopper is never offered a plan whose price the
 * store cannot state. A plan whose price changes after some orders is left out too, since the store
 * shows one price per delivery.
 */
import * as z from 'zod/mini';
import type { PlanAdjustment, ProductSubscriptions, SellingPlan } from '../../domain/subscriptions';
import { shopifyFetch } from './client';
import { deliveryPolicySchema, readInterval } from './reshape-fields';
import { malformedError, notFoundError } from './errors';
import { ProductSellingPlansDocument, type ProductSellingPlansQuery } from './generated/graphql';

const amountSchema = z.object({ amount: z.string().check(z.regex(/^\d+(\.\d+)?$/)) });

const adjustmentSchema = z.union([
  z.object({ adjustmentPercentage: z.number().check(z.gte(0), z.lte(100)) }),
  z.object({ adjustmentAmount: amountSchema }),
  z.object({ price: amountSchema }),
]);

const planSchema = z.object({
  id: z.string().check(z.regex(/^gid:\/\/shopify\/SellingPlan\/\d+$/)),
  name: z.string().check(z.minLength(1)),
  deliveryPolicy: deliveryPolicySchema,
  priceAdjustments: z.array(
    z.object({ orderCount: z.nullish(z.number()), adjustmentValue: adjustmentSchema }),
  ),
});

function readAdjustment(value: z.infer<typeof adjustmentSchema>): PlanAdjustment {
  if ('adjustmentPercentage' in value) return { kind: 'percentage', percentage: value.adjustmentPercentage };
  if ('adjustmentAmount' in value)
    return { kind: 'fixed-amount', amount: Number(value.adjustmentAmount.amount) };
  return { kind: 'fixed-price', price: Number(value.price.amount) };
}

/** One plan, or null (and a console line for the merchant) when it cannot be offered. */
export function readSellingPlan(node: unknown, handle = ''): SellingPlan | null {
  const parsed = planSchema.safeParse(node);
  const where = `A selling plan of ${handle || 'a product'}`;
  if (!parsed.success) {
    console.warn(
      `${where} is not offered: it does not read (${parsed.error.issues[0]?.path.join('.') ?? ''}).`,
    );
    return null;
  }
  const { id, name, deliveryPolicy, priceAdjustments } = parsed.data;
  if (priceAdjustments.length > 1) {
    console.warn(`${where} (${name}) is not offered: its price changes after some orders.`);
    return null;
  }
  const [first] = priceAdjustments;
  return {
    id,
    name,
    interval: readInterval(deliveryPolicy),
    adjustment: first ? readAdjustment(first.adjustmentValue) : null,
  };
}

const variantPlansSchema = z.object({
  id: z.string().check(z.minLength(1)),
  sellingPlanAllocations: z.object({ nodes: z.array(z.object({ sellingPlan: z.unknown() })) }),
});

/**
 * A product's answer: each variant's readable plans, in the merchant's order. A variant whose
 * allocations do not read is offered none.
 */
export function readProductSubscriptions(
  product: NonNullable<ProductSellingPlansQuery['product']>,
  handle = '',
): ProductSubscriptions {
  const variants = product.variants?.nodes;
  if (!Array.isArray(variants)) throw malformedError('product', 'variants');
  const plansByVariant: Record<string, SellingPlan[]> = {};
  for (const node of variants) {
    const variant = variantPlansSchema.safeParse(node);
    if (!variant.success) continue;
    plansByVariant[variant.data.id] = variant.data.sellingPlanAllocations.nodes.flatMap(
      (allocation) => readSellingPlan(allocation.sellingPlan, handle) ?? [],
    );
  }
  return { requiresSellingPlan: product.requiresSellingPlan === true, plansByVariant };
}

/** A product's Subscribe & save by its handle; a StorefrontError when there is no product. */
export async function fetchProductSubscriptions(
  handle: string,
  signal?: AbortSignal,
): Promise<ProductSubscriptions> {
  const data = await shopifyFetch(ProductSellingPlansDocument, { handle }, 'product', signal);
  if (!data?.product) throw notFoundError('product');
  return readProductSubscriptions(data.product, handle);
}
