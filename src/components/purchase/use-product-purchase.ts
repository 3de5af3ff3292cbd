import { useCallback, useState } from 'react';
import { useToast } from '../toast';
import type { PurchaseOutcome } from '../../domain/cart-answer';
import type { Product, ProductVariant } from '../../domain/commerce';
// eslint-disable-next-line no-restricted-imports -- Add to Cart is one control wherever a product is sold: it adds to the shopper's cart.
import { useStoreCart } from '../../lib/shopify';
import { isAgeRestricted } from '../../domain/age-check';
import { lineToShow } from '../../domain/cart-change';
import { useAgeCheck } from '../age-check/use-age-check';
import { useShellActions } from '../shell-actions';
import { checkout } from './go-to-checkout';

export type PurchaseAction = 'add' | 'buy';

/** The variant a one-click purchase takes: the first one that can be bought. */
export function purchasableVariant(product: Product): ProductVariant | undefined {
  if (!product.availableForSale) return undefined;
  return product.variants.find((variant) => variant.availableForSale);
}

const fallbackMessage = 'We could not add this product to your cart. Please try again.';

/**
 * Add to Cart and Buy Now for one product at a time: adds the first available variant (quantity 1),
 * bought once or on the subscription `sellingPlanId`, opening the cart drawer at once on the
 * product being added, or going on to Shopify's checkout once added (its cart carries the plan). An age-restricted product is added only once
 * the shopper has given a date of birth of 18 or more (`useAgeCheck`; `dateOfBirth` when a page
 * asked already). `pending` says which action is under way, so buttons can wait instead of adding
 * twice; failures become a toast in the shopper's words. Each settles with what came of it (an
 * agent that asked through the form is told: purchase-buttons.tsx).
 */
export function useProductPurchase() {
  const { addLine } = useStoreCart();
  const { openCart } = useShellActions();
  const checkAge = useAgeCheck();
  const toast = useToast();
  const [pending, setPending] = useState<{ productId: string; action: PurchaseAction } | null>(null);

  const purchase = useCallback(
    async (
      product: Product,
      action: PurchaseAction,
      sellingPlanId: string | null,
      dateOfBirth?: string,
    ): Promise<PurchaseOutcome> => {
      const variant = purchasableVariant(product);
      if (!variant) {
        toast({ title: `${product.title} is sold out.`, variant: 'warning' });
        return { kind: 'sold-out', productName: product.title };
      }
      const age = dateOfBirth
        ? { dateOfBirth }
        : await checkAge({ productNames: isAgeRestricted(product) ? [product.title] : [], action });
      if (!age) return { kind: 'age-not-confirmed', productName: product.title };
      setPending({ productId: product.id, action });
      const adding = addLine(variant.id, 1, sellingPlanId ?? undefined, {
        dateOfBirth: age.dateOfBirth,
        shown: lineToShow(product, variant),
      });
      // The cart opens at once, showing the product while Shopify adds it.
      if (action === 'add') openCart();
      let outcome: PurchaseOutcome;
      try {
        const cart = await adding;
        // Buy Now leaves for Shopify's checkout; a shopper who comes back (Back) finds the buttons ready.
        if (action === 'buy') checkout.go(cart.checkoutUrl);
        outcome = { kind: action === 'buy' ? 'checkout' : 'added', cart };
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : fallbackMessage;
        toast({ title: message, variant: 'error' });
        outcome = { kind: 'failed', message };
      }
      setPending(null);
      return outcome;
    },
    [addLine, checkAge, openCart, toast],
  );

  const addToCart = useCallback(
    (product: Product, sellingPlanId: string | null = null) => purchase(product, 'add', sellingPlanId),
    [purchase],
  );
  const buyNow = useCallback(
    (product: Product, sellingPlanId: string | null = null, dateOfBirth?: string) =>
      purchase(product, 'buy', sellingPlanId, dateOfBirth),
    [purchase],
  );

  return { addToCart, buyNow, pending };
}
