import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { useStoreCart } from '../../lib/shopify';

const variantIdPattern = /^gid:\/\/shopify\/ProductVariant\/\d+$/;
const sellingPlanIdPattern = /^gid:\/\/shopify\/SellingPlan\/\d+$/;

/** The address's parameters that ask for a product; they are removed once handled. */
const requestParameters = ['add', 'plan', 'purchase'];

/**
 * `/cart?add={variant id}` adds one of that variant to the cart, once, and leaves the address as
 * `/cart`: where an "Add to Cart" form lands when it was sent as plain HTML (the app was not
 * running on the page it came from), and a link anyone can share. `&plan={selling plan id}` adds
 * it on that subscription, unless `purchase=once` says the shopper chose a one-time purchase (the
 * product page's choice sends both its fields; an empty `plan=` is a one-time purchase too). An
 * id that is not a product variant's or a selling plan's changes nothing and says so; a plan the
 * product is not sold on is refused by Shopify, in the shopper's words.
 */
export function useAddFromAddress() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { addLine } = useStoreCart();
  const toast = useToast();
  const variantId = searchParams.get('add');
  const planId = searchParams.get('purchase') === 'once' ? '' : (searchParams.get('plan') ?? '');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (variantId === null) return;
    const request = `${variantId} ${planId}`;
    if (handled.current === request) return;
    handled.current = request;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const name of requestParameters) next.delete(name);
        return next;
      },
      { replace: true },
    );
    if (!variantIdPattern.test(variantId)) {
      toast({ title: 'That link does not name a product we can add to your cart.', variant: 'warning' });
      return;
    }
    if (planId !== '' && !sellingPlanIdPattern.test(planId)) {
      toast({
        title: 'That link does not name a subscription we offer. Nothing was added to your cart.',
        variant: 'warning',
      });
      return;
    }
    addLine(variantId, 1, planId || undefined).then(
      () => toast({ title: 'Added to your cart.', variant: 'success' }),
      (error: unknown) =>
        toast({
          title:
            error instanceof Error && error.message
              ? error.message
              : 'We could not add this product to your cart.',
          variant: 'error',
        }),
    );
  }, [variantId, planId, addLine, setSearchParams, toast]);
}
