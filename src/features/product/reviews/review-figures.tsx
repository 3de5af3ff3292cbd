import { Box, ButtonBase, Typography } from '@mui/material';
import type { Stars } from '../../../domain/reviews/review';
import { averageRating, STAR_VALUES, type ReviewSummary } from '../../../domain/reviews/summary';
import { formatCount } from '../../../domain/money';
import { visuallyHidden } from '../../../components/visually-hidden';
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

const barRow = {
  width: '100%',
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr) 3.5rem',
  alignItems: 'center',
  gap: 1,
  py: 0.5,
  px: 0.5,
  borderRadius: 1,
  textAlign: 'left',
  font: 'inherit',
} as const;

function Bar({ share }: { share: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{ display: 'block', height: 10, borderRadius: 5, bgcolor: 'action.hover', overflow: 'hidden' }}
    >
      <Box
        component="span"
        sx={{ display: 'block', height: '100%', width: `${share}%`, bgcolor: '#a35f00' }}
      />
    </Box>
  );
}

/** The average to one decimal, its stars and the count, and a bar per rating (each a filter once the app runs). */
export function ReviewFigures({ summary, stars, onStars }: ReviewFiguresProps) {
  const average = averageRating(summary);
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'auto minmax(0, 22rem)' },
        gap: { xs: 2, sm: 5 },
        alignItems: 'center',
      }}
    >
      <div>
        <Typography component="p" sx={{ fontSize: '2.6rem', fontWeight: 700, lineHeight: 1 }}>
          {average.toFixed(1)}
          <Typography component="span" color="text.secondary" sx={{ fontSize: '1rem', fontWeight: 400 }}>
            {' '}
            out of 5
          </Typography>
        </Typography>
        <StarRating rating={average} fontSize="medium" />
        <Typography color="text.secondary">Based on {reviewsWords(summary.count)}</Typography>
      </div>
      <Box component="ul" aria-label="Reviews by rating" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {STAR_VALUES.map((value) => {
          const count = summary.stars[value];
          const share = summary.count > 0 ? Math.round((count / summary.count) * 100) : 0;
          const content = (
            <>
              <span>
                {starsWords(value)}
                <Box component="span" sx={visuallyHidden}>
                  {': '}
                </Box>
              </span>
              <Bar share={share} />
              <Box component="span" sx={{ textAlign: 'right' }}>
                {formatCount(count)}{' '}
                <Box component="span" sx={visuallyHidden}>
                  {count === 1 ? 'review' : 'reviews'}
                </Box>
              </Box>
            </>
          );
          return (
            <li key={value}>
              {onStars ? (
                <ButtonBase
                  aria-pressed={stars === value}
                  disabled={count === 0}
                  onClick={() => onStars(stars === value ? null : value)}
                  sx={{
                    ...barRow,
                    opacity: count === 0 ? 0.6 : 1,
                    outline: stars === value ? '2px solid' : 'none',
                    outlineColor: 'primary.main',
                    '&:hover': { bgcolor: 'action.hover' },
                    '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
                  }}
                >
                  {content}
                </ButtonBase>
              ) : (
                <Box sx={barRow}>{content}</Box>
              )}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
