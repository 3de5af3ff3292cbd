/** Material Design's "star" and "star border" icons (the paths of @mui/icons-material's Star and StarBorder). */
const filledStar = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const emptyStar =
  'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z';

const starSize = { small: 20, medium: 24 } as const;

interface StarRatingProps {
  /** The rating out of `max`; whole stars are filled (the spec shows floor(rating)). */
  rating: number;
  max?: number;
  fontSize?: 'small' | 'medium';
}

/**
 * A read-only row of stars that screen readers hear as "Rated N out of 5". One SVG for the whole
 * row rather than an icon component per star: a page of 40 testimonials draws (and hydrates) 40
 * elements instead of 200. Plain elements, styled by the theme's `.star-rating` (its amber keeps
 * 3:1 contrast against white cards): a page of dozens of ratings costs no styling work per rating.
 */
export function StarRating({ rating, max = 5, fontSize = 'small' }: StarRatingProps) {
  const filled = Math.floor(rating);
  const size = starSize[fontSize];
  return (
    <span className="star-rating" role="img" aria-label={`Rated ${rating} out of ${max}`}>
      <svg
        viewBox={`0 0 ${24 * max} 24`}
        width={size * max}
        height={size}
        fill="currentColor"
        aria-hidden="true"
        focusable="false"
      >
        {Array.from({ length: max }, (_, index) => (
          <path
            key={index}
            d={index < filled ? filledStar : emptyStar}
            transform={index > 0 ? `translate(${24 * index})` : undefined}
            data-star={index < filled ? 'filled' : 'empty'}
          />
        ))}
      </svg>
    </span>
  );
}
