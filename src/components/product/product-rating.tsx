import { Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '../../domain/commerce';
import { formatCount } from '../../domain/money';
import { StarRating } from '../star-rating';

interface ProductRatingProps {
  /** The figures of the product's published reviews (its metafields, or its page's review summary). */
  product: Pick<Product, 'rating' | 'reviewCount'>;
  /** Writes the rating out too (4.8). */
  withScore?: boolean;
  /**
   * Where the product's reviews are (`/products/<handle>#reviews`, or `#reviews` on its own page):
   * the rating leads there. None where the rating already sits inside a link.
   */
  reviewsHref?: string;
}

/** A product's stars and how many reviews they come from, or "No reviews yet". */
export function ProductRating({ product, withScore = false, reviewsHref }: ProductRatingProps) {
  const rating = Math.round(product.rating * 10) / 10;
  const figures =
    product.reviewCount > 0 ? (
      <Stack component="span" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {/* The space parts the link's name ("Rated 4.8 out of 5 (12 reviews)"); the flex row draws none. */}
        <StarRating rating={rating} />{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          {withScore && `${rating.toFixed(1)} `}({formatCount(product.reviewCount)}{' '}
          {product.reviewCount === 1 ? 'review' : 'reviews'})
        </Typography>
      </Stack>
    ) : (
      <Typography component="span" variant="body2" color="text.secondary">
        No reviews yet
      </Typography>
    );
  if (!reviewsHref) return <Stack direction="row">{figures}</Stack>;
  return (
    <Stack direction="row">
      {reviewsHref.startsWith('#') ? (
        <Link href={reviewsHref} underline="hover" color="inherit">
          {figures}
        </Link>
      ) : (
        <Link component={RouterLink} to={reviewsHref} underline="hover" color="inherit">
          {figures}
        </Link>
      )}
    </Stack>
  );
}
