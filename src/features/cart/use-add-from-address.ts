import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../components/toast';
import { useStoreCart } from '../../lib/shopify';

const variantIdPattern = /^gid:\/\/shopify\/ProductVariant\/\d+$/;

/**
 * `/cart?add={variant id}` adds one of that variant to the cart, once, and leaves the address as
 * `/cart`: where an "Add to Cart" form lands when it was sent as plain HTML (the app was not
 * running on the page it came from), and a link anyone can share. An id that is not a product
 * variant's changes nothing and says so.
 */
export function useAddFromAddress() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { addLine } = useStoreCart();
  const toast = useToast();
  const variantId = searchParams.get('add');
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (variantId === null || handled.current === variantId) return;
    handled.current = variantId;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('add');
        return next;
      },
      { replace: true },
    );
    if (!variantIdPattern.test(variantId)) {
      toast({ title: 'That link does not name a product we can add to your cart.', variant: 'warning' });
      return;
    }
    addLine(variantId, 1).then(
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
  }, [variantId, addLine, setSearchParams, toast]);
}
