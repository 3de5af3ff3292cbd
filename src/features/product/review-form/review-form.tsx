import { useState } from 'react';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { InlineLoadError } from '../../../components/inline-load-error';
import type { OwnReview } from '../../../domain/reviews/review';
import { ownReviewQueryOptions } from '../../../lib/firebase/queries/own-review';
import { OwnReviewStatus } from './own-review-status';
import { ReviewAnswer } from './review-answer';
import { ReviewEditor } from './review-editor';

export interface ReviewFormProps {
  productHandle: string;
  /** The signed-in reviewer. */
  uid: string;
  /** Called when the reviewer follows a link away (a dialog closes). */
  onLeave?: () => void;
}

/** "Write a review", or "Edit your review" when the reviewer has one of this product. */
export function useReviewFormTitle(productHandle: string, uid: string): string {
  const own = useQuery(ownReviewQueryOptions(productHandle, uid));
  return own.data ? 'Edit your review' : 'Write a review';
}

/**
 * The signed-in shopper's review of one product: their review as stored (prefilled, with its
 * state and Delete review) or an empty form, and once sent, what the store did with it. Shown on
 * its own page (`/products/<handle>/review`) or in place (`ReviewFormDialog`).
 */
export function ReviewForm({ productHandle, uid, onLeave }: ReviewFormProps) {
  const own = useQuery(ownReviewQueryOptions(productHandle, uid));
  const [answer, setAnswer] = useState<OwnReview>();
  const [deleted, setDeleted] = useState(false);
  // A deleted review leaves an empty form behind: a new editor. A review just written keeps its
  // editor, whose sending hands the stored review on (a new editor would drop that answer).
  const [deletions, setDeletions] = useState(0);

  if (answer) return <ReviewAnswer review={answer} onEdit={() => setAnswer(undefined)} onLeave={onLeave} />;
  if (own.isPending)
    return <Typography aria-busy="true">Looking for your review of this product…</Typography>;
  if (own.isError) {
    return (
      <InlineLoadError
        message="We could not check whether you have reviewed this product. Please try again."
        retrying={own.isFetching}
        onRetry={() => void own.refetch()}
      />
    );
  }

  const review = own.data;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {deleted && !review && (
        <Typography role="status" sx={{ fontWeight: 700 }}>
          Your review is deleted. You can write a new one below.
        </Typography>
      )}
      {review && (
        <OwnReviewStatus
          review={review}
          uid={uid}
          onDeleted={() => {
            setDeleted(true);
            setDeletions((count) => count + 1);
          }}
        />
      )}
      <ReviewEditor
        key={deletions}
        productHandle={productHandle}
        uid={uid}
        review={review}
        onSent={(stored) => {
          setDeleted(false);
          setAnswer(stored);
        }}
      />
    </Box>
  );
}
