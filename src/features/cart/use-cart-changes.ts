import { useCallback } from 'react';
import { useToast } from '../../components/toast';
import type { Cart } from '../../domain/commerce';
import { useStoreCart } from '../../lib/shopify';

const fallbackMessage = 'We could not update your cart. Please try again.';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : fallbackMessage;

/**
 * The changes a shopper makes to lines already in the cart. Each settles with whether it worked;
 * a failure is shown as a toast in the CartError's own words, so callers only react to success; a
 * refused discount code is the exception, said next to its field by the form that sent it.
 * `busy` is true while the cart is restored or a change is under way: controls wait meanwhile.
 */
export function useCartChanges() {
  const { status, updateQuantity, removeLine, applyDiscountCode, removeDiscountCode } = useStoreCart();
  const toast = useToast();

  const settle = useCallback(
    (change: Promise<Cart>) =>
      change.then(
        () => true,
        (error: unknown) => {
          toast({ title: messageOf(error), variant: 'error' });
          return false;
        },
      ),
    [toast],
  );

  return {
    busy: status !== 'idle',
    setQuantity: useCallback(
      (lineId: string, quantity: number) => settle(updateQuantity(lineId, quantity)),
      [settle, updateQuantity],
    ),
    remove: useCallback((lineId: string) => settle(removeLine(lineId)), [settle, removeLine]),
    /** Settles with why the code was refused (its field says so), or null when it applies. */
    applyCode: useCallback(
      (code: string) =>
        applyDiscountCode(code).then(
          () => null,
          (error: unknown) => messageOf(error),
        ),
      [applyDiscountCode],
    ),
    removeCode: useCallback((code: string) => settle(removeDiscountCode(code)), [settle, removeDiscountCode]),
  };
}
