import { useId, useState, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Product } from '../../domain/commerce';
import { variantOffer } from '../../domain/subscriptions';
// eslint-disable-next-line no-restricted-imports -- The Subscribe & save choice asks for the product's selling plans wherever it is offered.
import { productSubscriptionsQueryOptions } from '../../lib/shopify';
import type { PurchaseButtons } from './purchase-buttons';
import type { PurchaseChoiceValue } from './purchase-choice';
import { purchasableVariant } from './use-product-purchase';

/** What a purchase (buttons with their Subscribe & save choice) needs: the choice supplies the rest. */
export type ProductPurchaseProps = Omit<
  ComponentProps<typeof PurchaseButtons>,
  'sellingPlanId' | 'requiresSellingPlan' | 'addFormId'
>;

/**
 * The shopper's choice between a one-time purchase (the default) and a subscription on one of the
 * selling plans of the variant bought, over Shopify's offer (`productSubscriptionsQueryOptions`).
 * `offer` is null while it loads and for a variant without plans (or sold out); `sellingPlanId` is what Add to
 * Cart and Buy Now take; `formId` names the Add to Cart form the choice's fields belong to.
 */
export function usePurchaseChoice(product: Product) {
  const variant = purchasableVariant(product);
  const query = useQuery({ ...productSubscriptionsQueryOptions(product.handle), enabled: Boolean(variant) });
  const formId = useId();
  const [choice, setChoice] = useState<PurchaseChoiceValue | null>(null);

  const variantPlans = variant && query.data ? variantOffer(query.data, variant.id) : null;
  const offer = variantPlans && variantPlans.plans.length > 0 ? variantPlans : null;
  const plans = offer?.plans ?? [];
  const value: PurchaseChoiceValue = {
    // A product sold only by subscription has no one-time purchase to choose.
    subscribe: offer?.requiresSellingPlan === true || (choice?.subscribe ?? false),
    planId: plans.some((plan) => plan.id === choice?.planId) ? (choice?.planId ?? '') : (plans[0]?.id ?? ''),
  };
  return {
    variant,
    offer,
    loading: Boolean(variant) && query.isPending,
    failed: query.isError,
    value,
    onChange: setChoice,
    formId,
    buttons: {
      sellingPlanId: offer && value.subscribe ? value.planId : null,
      requiresSellingPlan: offer?.requiresSellingPlan ?? false,
      addFormId: formId,
    },
  };
}
