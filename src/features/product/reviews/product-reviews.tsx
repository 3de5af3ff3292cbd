import { lazy, startTransition, Suspense, useEffect, useId, useState } from 'react';
import { Box, GlobalStyles } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { opensInPlace } from '../../../components/shell-actions';
import { paths } from '../../../config/paths';
import type { Stars } from '../../../domain/reviews/review';
import type { ReviewSummary } from '../../../domain/reviews/summary';
import { InlineLoadError } from '../../../components/inline-load-error';
import { needsScript, NoScriptNote } from '../../../components/no-script-note';
import { visuallyHidden } from '../../../components/visually-hidden';
import { reviewSummaryQueryOptions, type ReviewSort } from '../../../lib/firebase/queries/reviews';
import { useCodeOnceMounted } from '../../../lib/hydration/use-code-once-mounted';
import { useSiteSettings } from '../../../lib/sanity/queries/site-settings';
import { ReviewFigures } from './review-figures';
import { HelpfulCount } from './review-item';
import { ReviewPages } from './review-pages';
import { ReviewSortChoice } from './review-sort-choice';
import { reviewClasses } from './review-classes';

/** The store's review guidelines (a content page). */
const reviewGuidelinesPath = '/review-guidelines';

interface ProductReviewsProps {
  handle: string;
  title: string;
}

const ReviewFormDialog = lazy(async () => ({
  default: (await import('../review-form/review-form-dialog')).ReviewFormDialog,
}));

/**
 * "Write a review": a link to the form's own page, which opens the same form in place once the
 * app runs (its code loads on the first tap).
 */
function WriteReview({ handle, title }: { handle: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <RouterLink
        {...opensInPlace(paths.productReview(handle), () =>
          startTransition(() => {
            setOpened(true);
            setOpen(true);
          }),
        )}
        className="button button--outlined"
      >
        Write a review
      </RouterLink>
      <Suspense fallback={null}>
        {opened && (
          <ReviewFormDialog open={open} onClose={() => setOpen(false)} product={{ handle, title }} />
        )}
      </Suspense>
    </>
  );
}

/** "Helpful" votes: not in the page's first load. */
const loadControls = () => import('./review-controls');

/** A page opened at `#reviews` from another page of the store shows the reviews, not the page's top. */
function useShowReviewsOnArrival() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash === '#reviews') document.getElementById('reviews')?.scrollIntoView();
  }, [hash, key]);
}

interface ReviewsShownProps {
  handle: string;
  title: string;
  summary: ReviewSummary;
}

/**
 * The figures, "Write a review", and the reviews: with their controls once those have loaded. Until
 * then the order and "Show more reviews" keep their room unseen, and "Helpful" is its count alone,
 * as tall as the vote: the section's height and its list's elements stay as they are when the
 * controls come, so a jump past it (a claim's † to the FDA statement) lands where it aimed.
 */
function ReviewsShown({ handle, title, summary }: ReviewsShownProps) {
  const { brandName } = useSiteSettings();
  const controls = useCodeOnceMounted(loadControls);
  const [sort, setSort] = useState<ReviewSort>('helpful');
  const [stars, setStars] = useState<Stars | null>(null);
  return (
    <>
      <ReviewFigures summary={summary} stars={stars} onStars={controls ? setStars : undefined} />
      <div className="product-reviews__actions">
        <WriteReview handle={handle} title={title} />
        <ReviewSortChoice sort={sort} onSort={controls ? setSort : undefined} />
      </div>
      {stars !== null && (
        <button
          type="button"
          className="button button--text product-reviews__all"
          onClick={() => setStars(null)}
        >
          All reviews
        </button>
      )}
      <NoScriptNote>Sorting, filtering and more reviews need JavaScript.</NoScriptNote>
      <ReviewPages
        key={`${sort}-${stars ?? 'all'}`}
        query={{ productHandle: handle, sort, stars }}
        total={stars === null ? summary.count : summary.stars[stars]}
        storeName={brandName}
        helpful={
          controls
            ? (review) => <controls.HelpfulVote review={review} />
            : (review) => <HelpfulCount review={review} />
        }
        more={controls !== null}
      />
    </>
  );
}

/**
 * "Reviews" on a product page: the figures, a bar per rating (a filter), the order, and the
 * reviews 10 at a time. The figures and the first 10 (most helpful first) are in the prerendered
 * page; the order, the filters, more reviews and "Helpful" only work with the app, and show once
 * the votes' code has come (fetched with the sections' own), so the page's first load does not
 * carry it. Plain elements styled by the store's classes (src/app/product-classes.ts), as each
 * review.
 */
export function ProductReviews({ handle, title }: ProductReviewsProps) {
  const headingId = useId();
  const summary = useQuery(reviewSummaryQueryOptions(handle));
  useShowReviewsOnArrival();

  return (
    <section id="reviews" aria-labelledby={headingId} className="product-reviews">
      <GlobalStyles styles={reviewClasses} />
      <h2 id={headingId} className="product-reviews__title">
        Reviews
      </h2>
      <p className="product-reviews__intro">
        We publish every review that follows our review guidelines, whatever its rating.{' '}
        <RouterLink to={reviewGuidelinesPath} className="text-link">
          Review guidelines
        </RouterLink>
      </p>
      {summary.isPending ? (
        <Box {...needsScript}>
          <Box component="span" role="status" sx={visuallyHidden}>
            Loading reviews…
          </Box>
          <NoScriptNote>The reviews of this product need JavaScript to show.</NoScriptNote>
        </Box>
      ) : summary.data === undefined ? (
        // Only when there is nothing to show: figures a refresh failed to renew still show.
        <InlineLoadError
          message="We could not load the reviews right now. Please check your connection and try again."
          retrying={summary.isFetching}
          onRetry={() => void summary.refetch()}
        />
      ) : summary.data.count === 0 ? (
        <div className="product-reviews__none">
          <p className="product-reviews__none-title">No reviews yet</p>
          <p>Be the first to tell other shoppers what you think of {title}.</p>
          <WriteReview handle={handle} title={title} />
        </div>
      ) : (
        <ReviewsShown handle={handle} title={title} summary={summary.data} />
      )}
    </section>
  );
}
