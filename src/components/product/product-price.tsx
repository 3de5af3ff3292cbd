import { Box, Stack, Typography } from '@mui/material';
import type { Product } from '../../domain/commerce';
import { visuallyHidden } from '../visually-hidden';
import { formatMoney } from '../../domain/money';

interface ProductPriceProps {
  /** Its price, its "original" price (struck through when above the price), and a bundle's parts. */
  product: Pick<Product, 'price' | 'compareAtPrice' | 'bundleParts'>;
  size?: 'medium' | 'large';
}

/**
 * The price, and the original price struck through. A screen reader hears "$199.99 Original price
 * $399.99" (a bundle's "Bought separately $599.97"), since a strike-through alone says nothing to it.
 */
export function ProductPrice({ product, size = 'medium' }: ProductPriceProps) {
  const { price, compareAtPrice } = product;
  const discounted = compareAtPrice !== null && compareAtPrice.amount > price.amount;
  // What the struck price is, for screen readers: a bundle's is what its products cost separately.
  const reference = product.bundleParts.length > 0 ? 'Bought separately' : 'Original price';
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: size === 'large' ? '1.75rem' : '1.35rem', color: 'primary.main' }}
      >
        {formatMoney(price)}
      </Typography>
      {discounted && (
        <Typography
          component="s"
          color="text.secondary"
          sx={{ fontSize: size === 'large' ? '1.15rem' : '1rem' }}
        >
          <Box component="span" sx={visuallyHidden}>
            {reference}{' '}
          </Box>
          {formatMoney(compareAtPrice)}
        </Typography>
      )}
    </Stack>
  );
}
