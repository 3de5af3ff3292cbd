import { Button, CircularProgress, Stack } from '@mui/material';
import type { Product } from '../../domain/commerce';
import { purchasableVariant, useProductPurchase, type PurchaseAction } from './use-product-purchase';

interface PurchaseButtonsProps {
  product: Product;
  /** Also offers "Buy Now" (straight to checkout) beside "Add to Cart". */
  withBuyNow?: boolean;
  size?: 'medium' | 'large';
  /** The Add to Cart button's words ("Add to Cart" by default; the collection dialog says "Add to cart"). */
  addLabel?: string;
  fullWidth?: boolean;
  /** The id of the product's name, so each button is announced with the product it buys. */
  describedBy?: string;
}

/**
 * The ways to buy one product. A sold-out product shows a disabled "Sold Out"; while the cart is
 * being updated every button waits (disabled) and the one pressed shows a spinner.
 */
export function PurchaseButtons({
  product,
  withBuyNow = false,
  size,
  addLabel = 'Add to Cart',
  fullWidth = true,
  describedBy,
}: PurchaseButtonsProps) {
  const { addToCart, buyNow, pending } = useProductPurchase();
  if (!purchasableVariant(product)) {
    return (
      <Button variant="contained" size={size} disabled fullWidth={fullWidth} aria-describedby={describedBy}>
        Sold Out
      </Button>
    );
  }
  const button = (action: PurchaseAction, label: string, variant: 'contained' | 'outlined') => {
    const working = pending?.action === action;
    return (
      <Button
        variant={variant}
        size={size}
        fullWidth={fullWidth}
        disabled={pending !== null}
        aria-busy={working || undefined}
        aria-describedby={describedBy}
        startIcon={working ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        onClick={() => void (action === 'add' ? addToCart(product) : buyNow(product))}
      >
        {label}
      </Button>
    );
  };
  if (!withBuyNow) return button('add', addLabel, 'contained');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      {button('add', addLabel, 'contained')}
      {button('buy', 'Buy Now', 'outlined')}
    </Stack>
  );
}
