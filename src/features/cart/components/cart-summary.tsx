import { lazy, Suspense } from 'react';
import { Box, Button, Stack } from '@mui/material';
import type { Cart } from '../../../domain/commerce';
import { SecureCheckoutNote } from '../../../components/product/secure-checkout-note';
import { useStoreCart } from '../../../lib/shopify';
import { useToast } from '../../../components/toast';
import { useCartChanges } from '../use-cart-changes';
import { CartTotals } from './cart-totals';
import { waitingStyle } from './waiting-button';

// The cart page's discount field (and MUI's text field) loads with it, not with the drawer, which
// opens right after Add to Cart and shows none.
const DiscountCodeForm = lazy(() =>
  import('./discount-code-form').then(({ DiscountCodeForm }) => ({ default: DiscountCodeForm })),
);

interface CartSummaryProps {
  cart: Cart;
  /** Offers the discount code field (the page does; the drawer keeps its footer short). */
  withDiscountCode?: boolean;
}

/**
 * What the cart costs and the way to pay: totals, optionally a discount code, and "Checkout", a
 * plain link to Shopify's hosted checkout (purchases are never completed in this app). The link
 * waits while a change is under way, so the checkout opens on the cart the shopper sees.
 */
export function CartSummary({ cart, withDiscountCode = false }: CartSummaryProps) {
  const waiting = useStoreCart().status !== 'idle';
  const { removeCode } = useCartChanges();
  const toast = useToast();
  const removeDiscountCode = async (code: string) => {
    if (await removeCode(code)) toast({ title: `Discount code ${code} removed.`, variant: 'info' });
  };
  return (
    <Stack spacing={2}>
      <CartTotals
        cart={cart}
        onRemoveCode={withDiscountCode ? (code) => void removeDiscountCode(code) : undefined}
        busy={waiting}
      />
      {withDiscountCode && (
        // The field's height is kept while its code loads, so Checkout below it does not move.
        <Suspense fallback={<Box sx={{ height: 40 }} />}>
          <DiscountCodeForm />
        </Suspense>
      )}
      <Button
        href={cart.checkoutUrl}
        variant="contained"
        size="large"
        fullWidth
        aria-disabled={waiting || undefined}
        onClick={(event) => {
          if (waiting) event.preventDefault();
        }}
        sx={waitingStyle}
      >
        Checkout
      </Button>
      <SecureCheckoutNote />
    </Stack>
  );
}
