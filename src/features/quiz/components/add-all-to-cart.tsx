import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import type { Product } from '../../../domain/commerce';
import { useAddAllToCart, type AddAllToCart as Plan } from './use-add-all-to-cart';

/**
 * Puts every recommended product that can be bought in the cart at once. Shown with two or more
 * such products (with one, its own Add to Cart does the same); says, before the tap, which it
 * leaves out (sold out, or over a daily upper limit with the cart) and why.
 */
export function AddAllToCart({ products }: { products: readonly Product[] }) {
  const plan = useAddAllToCart(products);
  const { addAll, adding, check, adds, leftOut } = plan;
  if (adds.length + leftOut.length < 2) return null;
  const checking = check === 'checking';
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, alignItems: { sm: 'center' } }}>
        <Button
          variant="contained"
          size="large"
          onClick={() => void addAll()}
          disabled={adding || checking || adds.length === 0}
          aria-busy={adding || checking || undefined}
          startIcon={
            adding || checking ? (
              <CircularProgress size={18} color="inherit" aria-hidden />
            ) : (
              <AddShoppingCartIcon />
            )
          }
        >
          Add all to cart
        </Button>
        <Typography variant="body2" color="textSecondary">
          {summary(plan)}
        </Typography>
      </Stack>
      {leftOut.length > 0 && (
        <Box component="ul" aria-label="Not added" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {leftOut.map(({ product, findings }) => (
            <Typography component="li" variant="body2" key={product.id}>
              <strong>{product.title}</strong> is not added:{' '}
              {findings.map((finding) => finding.message).join(' ')}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** What the button will add, said before the tap: "Adds all 3 products, one of each." */
function summary({ check, adds, leftOut, soldOut }: Plan): string {
  if (check === 'checking') return 'Checking these products with your cart…';
  const notAdded = [
    soldOut > 0 && `${soldOut} sold out`,
    leftOut.length > 0 && `${leftOut.length} left out, see below`,
  ].filter(Boolean);
  const count = adds.length;
  const adding =
    notAdded.length === 0
      ? `Adds all ${count} products, one of each`
      : `Adds ${count} ${count === 1 ? 'product' : 'products, one of each'} (${notAdded.join('; ')})`;
  const unchecked = check === 'unchecked' ? ' We could not check them with your cart.' : '';
  return `${adding}.${unchecked}`;
}
