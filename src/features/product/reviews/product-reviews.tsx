import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { opensInPlace } from '../../../components/shell-actions';
import { paths } from '../../../config/paths';
import type { Stars } from '../../../domain/reviews/review';
import { InlineLoadError } from '../../../components/inline-load-error';
import { needsScript, NoScriptNote } from '../../../components/no-script-note';
import { visuallyHidden } from '../../../components/visually-hidden';
import { reviewSummaryQueryOptions, type ReviewSort } from '../../../lib/firebase/queries/reviews';
import { useHydrated } from '../../../lib/hydration/use-hydrated';
import { useSiteSettings } from '../../../lib/sanity/queries/site-settings';
import { ReviewFigures } from './review-figures';
import { ReviewPages } from './review-pages';
import { ReviewSortChoice } from './review-sort-choice';

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
      <Button
        {...opensInPlace(paths.productReview(handle), () => {
          setOpened(true);
          setOpen(true);
        })}
        variant="outlined"
      >
        Write a review
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <ReviewFormDialog open={open} onClose={() => setOpen(false)} product={{ handle, title }} />
        </Suspense>
      )}
    </>
  );
}

/** A page opened at `#reviews` from another page of the store shows the reviews, not the page's top. */
function useShowReviewsOnArrival() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash === '#reviews') document.getElementById('reviews')?.scrollIntoView();
  }, [hash, key]);
}

/**
 * "Reviews" on a product page: the figures, a bar per rating (a filter), the order, and the
 * reviews 10 at a time. The figures and the first 10 (most helpful first) are in the prerendered
 * page; the order, the filters, more reviews and "Helpful" show once the app runs, as they only
 * work with it.
 */
export function ProductReviews({ handle, title }: ProductReviewsProps) {
  const headingId = useId();
  const hydrated = useHydrated();
  const { brandName } = useSiteSettings();
  const summary = useQuery(reviewSummaryQueryOptions(handle));
  const [sort, setSort] = useState<ReviewSort>('helpful');
  const [stars, setStars] = useState<Stars | null>(null);
  useShowReviewsOnArrival();

  return (
    <Box component="section" id="reviews" aria-labelledby={headingId} sx={{ scrollMarginTop: 80 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.6rem' }}>
        Reviews
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        We publish every review that follows our review guidelines, whatever its rating.{' '}
        <Link component={RouterLink} to={reviewGuidelinesPath}>
          Review guidelines
        </Link>
      </Typography>
      {summary.isPending ? (
        <Box {...needsScript}>
          <Box component="span" role="status" sx={visuallyHidden}>
            Loading reviews…
          </Box>
          <NoScriptNote>The reviews of this product need JavaScript to show.</NoScriptNote>
        </Box>
      ) : summary.isError ? (
        <InlineLoadError
          message="We could not load the reviews right now. Please check your connection and try again."
          retrying={summary.isFetching}
          onRetry={() => void summary.refetch()}
        />
      ) : summary.data.count === 0 ? (
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography sx={{ fontWeight: 700 }}>No reviews yet</Typography>
          <Typography>Be the first to tell other shoppers what you think of {title}.</Typography>
          <WriteReview handle={handle} title={title} />
        </Stack>
      ) : (
        <>
          <ReviewFigures summary={summary.data} stars={stars} onStars={hydrated ? setStars : undefined} />
          <Stack
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', my: 3 }}
          >
            <WriteReview handle={handle} title={title} />
            {hydrated && <ReviewSortChoice sort={sort} onSort={setSort} />}
          </Stack>
          {hydrated && stars !== null && (
            <Button onClick={() => setStars(null)} sx={{ mb: 1 }}>
              All reviews
            </Button>
          )}
          <NoScriptNote>Sorting, filtering and more reviews need JavaScript.</NoScriptNote>
          <ReviewPages
            key={`${sort}-${stars ?? 'all'}`}
            query={{ productHandle: handle, sort, stars }}
            total={stars === null ? summary.data.count : summary.data.stars[stars]}
            storeName={brandName}
            interactive={hydrated}
          />
        </>
      )}
    </Box>
  );
}
