import { Box, Container, Typography } from '@mui/material';
import type { Testimonial } from '../../../domain/types';
import { Carousel } from '../../../components/carousel/carousel';
import { TestimonialCard } from './testimonial-card';

/** The shoppers' testimonials, a page of one to three at a time. */
export function TestimonialsCarousel({
  title,
  testimonials,
}: {
  title: string;
  testimonials: readonly Testimonial[];
}) {
  return (
    <Box sx={{ py: { xs: 6, md: 8 } }}>
      <Container>
        <Carousel
          heading={(id) => (
            <Typography id={id} variant="h2">
              {title}
            </Typography>
          )}
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
