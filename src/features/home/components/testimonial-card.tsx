import type { Theme } from '@mui/material';
import type { Testimonial } from '../../../domain/types';
import { ContentImage } from '../../../components/content-image';
import { StarRating } from '../../../components/star-rating';

/**
 * The cards' look, applied once by the row that holds them (`sx` of an ancestor): the cards are
 * plain elements, so a row of 40 costs no styling work per card while the page hydrates.
 */
export const testimonialCardStyles = (theme: Theme) => ({
  '& .testimonial': {
    m: 0,
    p: 2,
    pb: 3,
    width: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    borderRadius: `${theme.shape.borderRadius}px`,
  },
  '& .testimonial blockquote': { m: 0, flexGrow: 1 },
  '& .testimonial blockquote p': { ...theme.typography.body1, m: 0, lineHeight: 1.7 },
  '& .testimonial figcaption': { display: 'flex', alignItems: 'center', gap: 1.5 },
  '& .testimonial figcaption > img': {
    width: 56,
    height: 56,
    borderRadius: '50%',
    flexShrink: 0,
    objectFit: 'cover',
  },
  '& .testimonial figcaption > div': { minWidth: 0 },
  '& .testimonial figcaption p': { ...theme.typography.body2, m: 0 },
  '& .testimonial .name': { ...theme.typography.body1, fontWeight: 700 },
  '& .testimonial .place': { color: 'text.secondary' },
  '& .testimonial .condition': {
    display: 'inline-block',
    mt: 0.5,
    px: 1,
    border: 1,
    borderColor: 'divider',
    borderRadius: 4,
    fontSize: '0.8125rem',
    lineHeight: '22px',
    whiteSpace: 'nowrap',
  },
});

/** A shopper's words: stars, quote, and who said it (avatar, name, age, place, condition). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, age, location, condition, rating, text, avatar } = testimonial;
  return (
    <figure className="testimonial">
      <StarRating rating={rating} fontSize="medium" />
      <blockquote>
        <p>“{text}”</p>
      </blockquote>
      <figcaption>
        <ContentImage image={avatar} sizes="56px" maxWidth={112} decorative />
        <div>
          <p className="name">
            {name}, {age}
          </p>
          <p className="place">{location}</p>
          <span className="condition">{condition}</span>
        </div>
      </figcaption>
    </figure>
  );
}
