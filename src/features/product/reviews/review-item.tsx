import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import type { Review } from '../../../domain/reviews/review';
import { StarRating } from '../../../components/star-rating';
import { formatCount } from '../../../domain/money';
import { reviewDay } from './review-dates';

/** The text's paragraphs, as the reviewer wrote them (blank lines apart, or one per line). */
const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

const mark = {
  display: 'inline-block',
  px: 1,
  py: 0.25,
  borderRadius: 1,
  fontSize: '0.8rem',
  fontWeight: 700,
  bgcolor: 'background.sand',
} as const;

/** "Verified buyer", and what it means for whoever opens it (a native disclosure, so it works without JavaScript). */
function VerifiedBuyer() {
  return (
    <Box component="details" sx={{ display: 'inline-block', '& > summary': { cursor: 'pointer' } }}>
      <Box component="summary" sx={{ ...mark, color: 'success.dark' }}>
        Verified buyer
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, maxWidth: '40ch' }}>
        The reviewer’s account ordered this product from us, and its email address is confirmed.
      </Typography>
    </Box>
  );
}

/** "Helpful (12)": a review's votes, the words of its button too. */
export const helpfulWords = (count: number) => `Helpful (${formatCount(count)})`;

/** A review's votes as words, until the controls have loaded (then "Helpful" is a button, helpful-vote.tsx). */
export function HelpfulCount({ review }: { review: Review }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
      {helpfulWords(review.helpfulCount)}
    </Typography>
  );
}

interface ReviewItemProps {
  review: Review;
  /** The store's name, which signs its replies. */
  storeName: string;
  /** What closes it: "Helpful". */
  children: ReactNode;
}

/** One published review: its stars, title, text, who wrote it and when, its marks, the store's reply and "Helpful". */
export function ReviewItem({ review, storeName, children }: ReviewItemProps) {
  return (
    <Box component="article" sx={{ py: 2.5, borderTop: 1, borderColor: 'divider' }}>
      <StarRating rating={review.rating} />
      <Typography variant="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mt: 0.5 }}>
        {review.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {review.author} · <time dateTime={review.createdAt}>{reviewDay(review.createdAt)}</time>
      </Typography>
      {(review.verifiedBuyer || review.incentivized || review.staff) && (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 1, alignItems: 'flex-start' }}>
          {review.verifiedBuyer && <VerifiedBuyer />}
          {review.staff && <Box sx={mark}>Store staff</Box>}
          {review.incentivized && <Box sx={mark}>Received this product free or at a discount</Box>}
        </Stack>
      )}
      <Box sx={{ mt: 1, '& p': { my: 1 } }}>
        {paragraphs(review.body).map((paragraph, index) => (
          <Typography key={index} component="p">
            {paragraph}
          </Typography>
        ))}
      </Box>
      {review.reply && (
        <Box
          sx={{
            mt: 1.5,
            ml: { sm: 3 },
            p: 2,
            borderLeft: 4,
            borderColor: 'secondary.main',
            bgcolor: 'background.sand',
          }}
        >
          <Typography sx={{ fontWeight: 700 }}>Response from {storeName}</Typography>
          <Typography variant="body2" color="text.secondary">
            <time dateTime={review.reply.at}>{reviewDay(review.reply.at)}</time>
          </Typography>
          {paragraphs(review.reply.text).map((paragraph, index) => (
            <Typography key={index} component="p" sx={{ mt: 1 }}>
              {paragraph}
            </Typography>
          ))}
        </Box>
      )}
      {children}
    </Box>
  );
}
