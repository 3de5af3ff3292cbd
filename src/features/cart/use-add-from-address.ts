import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { useAgeCheck } from '../../components/age-check/use-age-check';
import { useToast } from '../../components/toast';
import {
  cameFromStore,
  cartLinkParameters,
  readCartLink,
  type CartLinkRequest,
} from '../../domain/cart-link';
import { useStoreCart, variantToAddQueryOptions } from '../../lib/shopify';
import { lineName } from '../../domain/cart-display';

export interface AddFromAddress {
  /** What a link from elsewhere asks to add, while the shopper is asked about it; else null. */
  asked: CartLinkRequest | null;
  /** The shopper's answer: add it, or leave the cart as it is. */
  answer: (add: boolean) => void;
}

/** The question kept in the history entry's state, so the address can be plain `/cart` meanwhile. */
function questionIn(state: unknown): CartLinkRequest | null {
  const question = (state as { cartLinkQuestion?: unknown } | null)?.cartLinkQuestion;
  if (typeof question !== 'object' || question === null) return null;
  const { variantId, sellingPlanId } = question as Record<string, unknown>;
  if (typeof variantId !== 'string') return null;
  return typeof sellingPlanId === 'string' ? { variantId, sellingPlanId } : { variantId };
}

/**
 * `/cart?add={variant id}` (`domain/cart-link.ts`): read once, then the address is left as
 * `/cart`. When one of the store's pages sent the shopper (its Add to Cart form, sent as plain
 * HTML) the product is added at once, and shown as the form named it while it is; any other link
 * only asks (`asked`), and nothing changes until the shopper says Add to Cart. An id that is not
 * a product variant's or a selling plan's changes nothing and says so; a plan the product is not
 * sold on is refused by Shopify, in the shopper's words. An age-restricted product is added only
 * once the shopper has given a date of birth of 18 or more (`useAgeCheck`).
 */
export function useAddFromAddress(): AddFromAddress {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = questionIn(useLocation().state);
  const { addLine } = useStoreCart();
  const checkAge = useAgeCheck();
  const client = useQueryClient();
  const toast = useToast();
  const reading = useMemo(() => readCartLink(searchParams), [searchParams]);
  const handled = useRef<string | null>(null);

  // Adds the product once the age check allows it. `lookUp`: the product is looked up first, to know
  // whether it is age-restricted (a link from elsewhere; its question looked it up already) and to
  // name it in the age question (the store's form said it is one).
  const add = useCallback(
    async (request: CartLinkRequest, lookUp: boolean) => {
      try {
        let names: string[] = [];
        if (lookUp) {
          const variant = await client.fetchQuery(variantToAddQueryOptions(request.variantId));
          if (!variant) {
            toast({
              title: 'That link does not name a product we can add to your cart.',
              variant: 'warning',
            });
            return;
          }
          if (variant.ageRestricted) names = [lineName(variant)];
        }
        const age = await checkAge({ productNames: names, action: 'add' });
        if (!age) return;
        await addLine(request.variantId, 1, request.sellingPlanId, {
          dateOfBirth: age.dateOfBirth,
          shown: request.shown,
        });
        toast({ title: 'Added to your cart.', variant: 'success' });
      } catch (error) {
        toast({
          title:
            error instanceof Error && error.message
              ? error.message
              : 'We could not add this product to your cart.',
          variant: 'error',
        });
      }
    },
    [addLine, checkAge, client, toast],
  );

  useEffect(() => {
    if (reading.kind === 'none') return;
    const key = JSON.stringify(reading);
    if (handled.current === key) return;
    handled.current = key;
    const ask = reading.kind === 'add' && !cameFromStore(document.referrer, window.location.origin);
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of cartLinkParameters) next.delete(name);
        return next;
      },
      { replace: true, state: ask ? { cartLinkQuestion: reading.request } : null },
    );
    if (reading.kind === 'not-a-product') {
      toast({ title: 'That link does not name a product we can add to your cart.', variant: 'warning' });
    } else if (reading.kind === 'not-a-plan') {
      toast({
        title: 'That link does not name a subscription we offer. Nothing was added to your cart.',
        variant: 'warning',
      });
    } else if (!ask) {
      void add(reading.request, reading.request.ageRestricted === true);
    }
  }, [reading, add, setSearchParams, toast]);

  const answer = useCallback(
    (yes: boolean) => {
      if (yes && asked) void add(asked, true);
      setSearchParams((current) => current, { replace: true, state: null });
    },
    [add, asked, setSearchParams],
  );

  return { asked, answer };
}
