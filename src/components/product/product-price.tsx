import { Box, Stack, Typography } from '@mui/material';
import type { Money } from '../../domain/commerce';
import { visuallyHidden } from '../visually-hidden';
import { formatMoney } from '../../domain/money';

interface ProductPriceProps {
  price: Money;
  /** The "original" price, struck through when it is above the price. */
  compareAtPrice: Money | null;
  size?: 'medium' | 'large';
  /**
   * What the struck price is, for screen readers: a product's original price, or what a bundle's
   * products cost bought separately.
   */
  reference?: 'original' | 'separately';
}

const referenceWords = { original: 'Original price', separately: 'Bought separately' } as const;

/**
 * The price, and the original price struck through. A screen reader hears "$199.99 Original price
 * $399.99" (a bundle's "Bought separately $599.97"), since a strike-through alone says nothing to it.
 */
export function ProductPrice({
  price,
  compareAtPrice,
  size = 'medium',
  reference = 'original',
}: ProductPriceProps) {
  const discounted = compareAtPrice !== null && compareAtPrice.amount > price.amount;
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
            {referenceWords[reference]}{' '}
          </Box>
          {formatMoney(compareAtPrice)}
        </Typography>
      )}
    </Stack>
  );
}
