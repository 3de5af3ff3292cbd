import { Box } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';

interface StarRatingProps {
  /** The rating out of `max`; whole stars are filled (the spec shows floor(rating)). */
  rating: number;
  max?: number;
  fontSize?: 'small' | 'medium';
}

/**
 * A read-only row of stars that screen readers hear as "Rated N out of 5". Lighter than MUI's
 * interactive Rating, and its amber keeps 3:1 contrast against white cards.
 */
export function StarRating({ rating, max = 5, fontSize = 'small' }: StarRatingProps) {
  const filled = Math.floor(rating);
  return (
    <Box
      role="img"
      aria-label={`Rated ${rating} out of ${max}`}
      sx={{ display: 'inline-flex', color: '#a35f00' }}
    >
      {Array.from({ length: max }, (_, index) =>
        index < filled ? (
          <StarIcon key={index} fontSize={fontSize} />
        ) : (
          <StarBorderIcon key={index} fontSize={fontSize} />
        ),
      )}
    </Box>
  );
}
