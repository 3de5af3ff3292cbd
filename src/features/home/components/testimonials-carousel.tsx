import { Box, Container, Typography } from '@mui/material';
import type { Testimonial } from '../../../domain/types';
import { Carousel } from '../../../components/carousel/carousel';
import { TestimonialCard, testimonialCardStyles } from './testimonial-card';

/**
 * The shoppers' testimonials, a page of one to three at a time, under the editors' typical-results
 * note: the FTC's Endorsement Guides (16 CFR 255.2) ask that testimonials about results say clearly,
 * beside them, that results vary and what a typical customer can expect.
 */
export function TestimonialsCarousel({
  title,
  note,
  testimonials,
}: {
  title: string;
  /** What a typical customer can expect ("Individual results vary. …"). */
  note: string;
  testimonials: readonly Testimonial[];
}) {
  return (
    <Box sx={[{ py: { xs: 6, md: 8 } }, testimonialCardStyles]}>
      <Container>
        <Carousel
          heading={(id) => (
            <Typography id={id} variant="h2">
              {title}
            </Typography>
          )}
          description={
            <Typography color="textSecondary" sx={{ maxWidth: '70ch' }}>
              {note}
            </Typography>
          }
          items={testimonials}
          itemKey={(testimonial, index) => `${index}-${testimonial.name}`}
          renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
          slideWidth={{ xs: '100%', sm: '50%', md: '33.3333%' }}
          itemsName="testimonials"
        />
      </Container>
    </Box>
  );
}
