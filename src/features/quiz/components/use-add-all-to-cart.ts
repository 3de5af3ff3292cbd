import { useCallback, useState } from 'react';
import { purchasableVariant } from '../../../components/product/use-product-purchase';
import { useShellActions } from '../../../components/shell-actions';
import { useToast } from '../../../components/toast';
import type { Product } from '../../../domain/commerce';
import { useStoreCart } from '../../../lib/shopify';

const fallbackMessage = 'We could not add these products to your cart. Please try again.';

/**
 * "Add all to cart": one of each recommended product that can be bought (its first available
 * variant), in one cart request, then the cart drawer. `adding` says the request is under way, so
 * the button waits instead of adding twice; a failure becomes a toast in the shopper's words and
 * adds nothing (the cart takes all the lines or none).
 */
export function useAddAllToCart(products: readonly Product[]) {
  const { addLines } = useStoreCart();
  const { openCart } = useShellActions();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const lines = products.flatMap((product) => {
    const variant = purchasableVariant(product);
    return variant ? [{ merchandiseId: variant.id, quantity: 1 }] : [];
  });

  const addAll = useCallback(async () => {
    if (lines.length === 0) return;
    setAdding(true);
    try {
      await addLines(lines);
      openCart();
    } catch (error) {
      toast({
        title: error instanceof Error && error.message ? error.message : fallbackMessage,
        variant: 'error',
      });
    }
    setAdding(false);
  }, [addLines, lines, openCart, toast]);

  return { addAll, adding, count: lines.length };
}
