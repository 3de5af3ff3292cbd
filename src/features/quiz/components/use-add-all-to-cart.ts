import { useCallback, useState } from 'react';
import { useQueries } from '@tanstack/react-query';
import { purchasableVariant } from '../../../components/purchase/use-product-purchase';
import { useShellActions } from '../../../components/shell-actions';
import { stackWithCart } from '../../../components/stack-safety/stack-products';
import { useToast } from '../../../components/toast';
import { useAgeCheck } from '../../../components/age-check/use-age-check';
import { isAgeRestricted } from '../../../domain/age-check';
import { lineToShow } from '../../../domain/cart-change';
import type { Product } from '../../../domain/commerce';
import { addWithinUpperLimits } from '../../../domain/stack-additions';
import type { Finding } from '../../../domain/stack-safety/findings';
import { productFactsQueryOptions, useStoreCart } from '../../../lib/shopify';

const fallbackMessage = 'We could not add these products to your cart. Please try again.';

export interface AddAllToCart {
  addAll: () => Promise<void>;
  /** The cart request is under way: the button waits instead of adding twice. */
  adding: boolean;
  /**
   * `checking` until the products' Supplement Facts and the cart are read; `unchecked` when they
   * could not be (then every product goes in, and the stack check below says it could not check).
   */
  check: 'checking' | 'checked' | 'unchecked';
  /** The products that go in: those that can be bought and keep the stack within every upper limit. */
  adds: Product[];
  /** Those that can be bought but would take the stack over an upper limit, each with why. */
  leftOut: { product: Product; findings: Finding[] }[];
  /** How many are sold out. */
  soldOut: number;
}

/**
 * "Add all to cart": one of each recommended product that can be bought (its first available
 * variant), in one cart request, then the cart drawer. A product that would take the shopper's
 * stack (the cart's products and those added before it) over a daily upper limit is left out, and
 * said so before the tap. A failure becomes a toast in the shopper's words and adds nothing (the
 * cart takes all the lines or none). Age-restricted products go in only once the shopper has given
 * a date of birth of 18 or more (one question for all of them); refused, nothing is added.
 */
export function useAddAllToCart(products: readonly Product[]): AddAllToCart {
  const { addLines, cart, status: cartStatus } = useStoreCart();
  const { openCart } = useShellActions();
  const checkAge = useAgeCheck();
  const toast = useToast();
  const [adding, setAdding] = useState(false);

  const buyable = products.filter((product) => purchasableVariant(product) !== undefined);
  const inCart = stackWithCart([], cart?.lines ?? []);
  const handles = [...new Set([...buyable, ...inCart].map((product) => product.handle))];
  const facts = useQueries({ queries: handles.map((handle) => productFactsQueryOptions(handle)) });
  const restoringCart = cart === null && cartStatus === 'loading';
  const failed = facts.some((read) => read.data === undefined && read.isError);
  const check = failed
    ? 'unchecked'
    : restoringCart || facts.some((read) => read.data === undefined)
      ? 'checking'
      : 'checked';
  const stackItem = ({ handle, title }: { handle: string; title: string }) => ({
    handle,
    title,
    facts: facts[handles.indexOf(handle)]?.data ?? null,
  });
  const plan =
    check === 'checked' ? addWithinUpperLimits(inCart.map(stackItem), buyable.map(stackItem)) : null;
  const productOf = (handle: string) => buyable.find((product) => product.handle === handle)!;
  const adds = plan ? plan.added.map((item) => productOf(item.handle)) : buyable;
  const leftOut = (plan?.leftOut ?? []).map(({ item, findings }) => ({
    product: productOf(item.handle),
    findings,
  }));

  const lines = adds.flatMap((product) => {
    const variant = purchasableVariant(product);
    return variant ? [{ merchandiseId: variant.id, quantity: 1 }] : [];
  });
  const shown = adds.flatMap((product) => {
    const variant = purchasableVariant(product);
    return variant ? [lineToShow(product, variant)] : [];
  });
  const restricted = adds.filter(isAgeRestricted).map((product) => product.title);
  const addAll = useCallback(async () => {
    if (lines.length === 0) return;
    const age = await checkAge({ productNames: restricted, action: 'add' });
    if (!age) return;
    setAdding(true);
    const added = addLines(lines, { dateOfBirth: age.dateOfBirth, shown });
    // The cart opens at once, showing the products while Shopify adds them.
    openCart();
    try {
      await added;
    } catch (error) {
      toast({
        title: error instanceof Error && error.message ? error.message : fallbackMessage,
        variant: 'error',
      });
    }
    setAdding(false);
  }, [addLines, checkAge, lines, openCart, restricted, shown, toast]);

  return { addAll, adding, check, adds, leftOut, soldOut: products.length - buyable.length };
}
