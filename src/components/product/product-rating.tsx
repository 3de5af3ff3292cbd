import { Stack, Typography } from '@mui/material';
import type { Product } from '../../domain/commerce';
import { formatCount } from '../../domain/money';
import { StarRating } from '../star-rating';

/** A product's stars and how many reviews they come from; `withScore` writes the rating out too. */
export function ProductRating({
  product,
  withScore = false,
}: {
  product: Pick<Product, 'rating' | 'reviewCount'>;
  withScore?: boolean;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <StarRating rating={product.rating} />
      <Typography variant="body2" color="text.secondary">
        {withScore && `${product.rating} `}({formatCount(product.reviewCount)} reviews)
      </Typography>
    </Stack>
  );
}
