/** A cart as the Storefront API answers it: its lines with their plans, its cost and its discounts. */
import { cartGid, checkoutUrl, type StoredCart } from './carts';
import type { CartMutationResult } from './cart-mutations';
import { priceCart } from './cart-prices';
import { connection, emptyConnection, type Args } from './connections';
import { hasMetafields } from './metafields';
import { money, moneyOf } from './money';
import { variantObject } from './products';
import { sellingPlanObject } from './selling-plans';

export function cartObject(cart: StoredCart): Record<string, unknown> {
  const priced = priceCart(cart);
  const lines = priced.lines.map(({ line, merchandise, plan, unitCents, totalCents }) => ({
    __typename: 'CartLine',
    id: line.id,
    quantity: line.quantity,
    attributes: line.attributes,
    attribute: ({ key }: Args) => line.attributes.find((attribute) => attribute.key === key) ?? null,
    cost: {
      amountPerQuantity: money(unitCents),
      compareAtAmountPerQuantity: merchandise.variant.compareAtPrice
        ? moneyOf(merchandise.variant.compareAtPrice)
        : null,
      subtotalAmount: money(totalCents),
      totalAmount: money(totalCents),
    },
    estimatedCost: {
      amount: money(totalCents),
      subtotalAmount: money(totalCents),
      totalAmount: money(totalCents),
      compareAtAmount: null,
    },
    discountAllocations: [],
    merchandise: variantObject(merchandise.product, merchandise.variant),
    sellingPlanAllocation: plan && {
      sellingPlan: sellingPlanObject(plan),
      checkoutChargeAmount: money(unitCents),
      remainingBalanceChargeAmount: money(0),
      priceAdjustments: [
        {
          price: money(unitCents),
          compareAtPrice: moneyOf(merchandise.variant.price),
          perDeliveryPrice: money(unitCents),
          unitPrice: null,
        },
      ],
    },
    instructions: { canRemove: true, canUpdateQuantity: true },
    parentRelationship: null,
  }));
  const discountAllocations = priced.appliedCode
    ? [
        {
          __typename: 'CartCodeDiscountAllocation',
          code: priced.appliedCode,
          discountedAmount: money(priced.discountCents),
          targetType: 'LINE_ITEM',
          discountApplication: {
            allocationMethod: 'ACROSS',
            targetSelection: 'ALL',
            targetType: 'LINE_ITEM',
            value: { __typename: 'PricingPercentageValue', percentage: 10 },
          },
        },
      ]
    : [];
  const cost = {
    subtotalAmount: money(priced.subtotalCents),
    subtotalAmountEstimated: false,
    totalAmount: money(priced.totalCents),
    totalAmountEstimated: false,
    checkoutChargeAmount: money(priced.totalCents),
    totalTaxAmount: null,
    totalTaxAmountEstimated: false,
    totalDutyAmount: null,
    totalDutyAmountEstimated: false,
  };
  return {
    __typename: 'Cart',
    id: cartGid(cart),
    checkoutUrl: (_args: unknown, { origin }: { origin: string }) => checkoutUrl(cart, origin),
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    note: cart.note,
    attributes: cart.attributes,
    attribute: ({ key }: Args) => cart.attributes.find((attribute) => attribute.key === key) ?? null,
    totalQuantity: priced.totalQuantity,
    buyerIdentity: {
      ...cart.buyerIdentity,
      customer: null,
      deliveryAddressPreferences: [],
      preferences: null,
      purchasingCompany: null,
    },
    lines: (args: Args) => connection(lines, args, (line) => line.id),
    cost,
    estimatedCost: { ...cost, checkoutChargeAmount: cost.checkoutChargeAmount },
    discountCodes: priced.discountCodes,
    discountAllocations,
    appliedGiftCards: [],
    delivery: { addresses: () => [] },
    deliveryGroups: emptyConnection,
    ...hasMetafields(() => []),
  };
}

/** A cart mutation's payload: the cart after it, and what Shopify said about the input. */
export function payload({ cart, userErrors, warnings }: CartMutationResult) {
  return { cart: cart ? cartObject(cart) : null, userErrors, warnings };
}
