import { Button, CircularProgress, Stack, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import type { Product } from '../../../domain/commerce';
import { useAddAllToCart } from './use-add-all-to-cart';

/**
 * Puts every recommended product that can be bought in the cart at once. Shown with two or more
 * such products (with one, its own Add to Cart does the same); says when some are sold out.
 */
export function AddAllToCart({ products }: { products: readonly Product[] }) {
  const { addAll, adding, count } = useAddAllToCart(products);
  if (count < 2) return null;
  const soldOut = products.length - count;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
      <Button
        variant="contained"
        size="large"
        onClick={() => void addAll()}
        disabled={adding}
        aria-busy={adding || undefined}
        startIcon={
          adding ? <CircularProgress size={18} color="inherit" aria-hidden /> : <AddShoppingCartIcon />
        }
      >
        Add all to cart
      </Button>
      <Typography variant="body2" color="text.secondary">
        {soldOut > 0
          ? `Adds the ${count} products in stock, one of each (${soldOut} sold out).`
          : `Adds all ${count} products, one of each.`}
      </Typography>
    </Stack>
  );
}
