import { Link } from 'react-router-dom';
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

/**
 * A product's stars and how many reviews they come from, or "No reviews yet". Plain elements styled
 * by the store's classes (src/app/product-classes.ts).
 */
export function ProductRating({ product, withScore = false, reviewsHref }: ProductRatingProps) {
  const rating = Math.round(product.rating * 10) / 10;
  const figures =
    product.reviewCount > 0 ? (
      <span className="product-rating__figures">
        {/* The space parts the link's name ("Rated 4.8 out of 5 (12 reviews)"); the flex row draws none. */}
        <StarRating rating={rating} />{' '}
        <span className="product-rating__count">
          {withScore && `${rating.toFixed(1)} `}({formatCount(product.reviewCount)}{' '}
          {product.reviewCount === 1 ? 'review' : 'reviews'})
        </span>
      </span>
    ) : (
      <span className="product-rating__count">No reviews yet</span>
    );
  return (
    <div className="product-rating">
      {!reviewsHref ? (
        figures
      ) : reviewsHref.startsWith('#') ? (
        <a href={reviewsHref} className="product-rating__link">
          {figures}
        </a>
      ) : (
        <Link to={reviewsHref} className="product-rating__link">
          {figures}
        </Link>
      )}
    </div>
  );
}
