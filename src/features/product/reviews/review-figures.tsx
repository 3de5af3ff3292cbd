import type { Stars } from '../../../domain/reviews/review';
import { averageRating, STAR_VALUES, type ReviewSummary } from '../../../domain/reviews/summary';
import { formatCount } from '../../../domain/money';
import { StarRating } from '../../../components/star-rating';

export const starsWords = (stars: Stars) => (stars === 1 ? '1 star' : `${stars} stars`);
export const reviewsWords = (count: number) => (count === 1 ? '1 review' : `${formatCount(count)} reviews`);

interface ReviewFiguresProps {
  summary: ReviewSummary;
  /** The rating the list is filtered to, or null. */
  stars: Stars | null;
  /** Filters the list; without it (until the app runs) the bars are figures only. */
  onStars?: (stars: Stars | null) => void;
}

function Bar({ share }: { share: number }) {
  return (
    <span aria-hidden className="review-bars__bar">
      <span style={{ width: `${share}%` }} />
    </span>
  );
}

/**
 * The average to one decimal, its stars and the count, and a bar per rating (each a filter once the
 * app runs). Plain elements styled by the store's classes (src/app/product-classes.ts).
 */
export function ReviewFigures({ summary, stars, onStars }: ReviewFiguresProps) {
  const average = averageRating(summary);
  return (
    <div className="review-figures">
      <div>
        <p className="review-figures__average">
          {average.toFixed(1)}
          <span> out of 5</span>
        </p>
        <StarRating rating={average} fontSize="medium" />
        <p className="review-figures__count">Based on {reviewsWords(summary.count)}</p>
      </div>
      <ul aria-label="Reviews by rating" className="review-bars">
        {STAR_VALUES.map((value) => {
          const count = summary.stars[value];
          const share = summary.count > 0 ? Math.round((count / summary.count) * 100) : 0;
          // Read as "5 stars: 11 reviews" (the space between the parts is no box of the row's grid).
          const content = (
            <>
              <span>
                {starsWords(value)}
                <span className="visually-hidden">:</span>
              </span>{' '}
              <Bar share={share} />
              <span className="review-bars__count">
                {formatCount(count)}{' '}
                <span className="visually-hidden">{count === 1 ? 'review' : 'reviews'}</span>
              </span>
            </>
          );
          return (
            <li key={value}>
              {onStars ? (
                <button
                  type="button"
                  className="review-bars__row"
                  aria-pressed={stars === value}
                  disabled={count === 0}
                  onClick={() => onStars(stars === value ? null : value)}
                >
                  {content}
                </button>
              ) : (
                <div className="review-bars__row">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
