import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { Testimonial } from '../../../domain/types';
import { ContentImage } from '../../../components/content-image';
import { StarRating } from '../../../components/star-rating';

/** A shopper's words: stars, quote, and who said it (avatar, name, age, place, condition). */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, age, location, condition, rating, text, avatar } = testimonial;
  return (
    <Card variant="outlined" sx={{ width: '100%', display: 'flex' }}>
      {/* The figure is the card's content, so its caption is the figure's own last child. */}
      <CardContent
        component="figure"
        sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}
      >
        <StarRating rating={rating} fontSize="medium" />
        <Box component="blockquote" sx={{ m: 0, flexGrow: 1 }}>
          <Typography sx={{ lineHeight: 1.7 }}>“{text}”</Typography>
        </Box>
        <Stack component="figcaption" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <ContentImage
            image={avatar}
            sizes="56px"
            maxWidth={112}
            decorative
            sx={{ width: 56, height: 56, borderRadius: '50%', flexShrink: 0, objectFit: 'cover' }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>
              {name}, {age}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {location}
            </Typography>
            <Chip label={condition} size="small" variant="outlined" sx={{ mt: 0.5 }} />
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
