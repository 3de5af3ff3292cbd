import { Box, Container, Stack } from '@mui/material';
import type { HomePage } from '../../../domain/types';
import { ConditionCarousel } from './condition-carousel';
import { ConsultationNotice } from './consultation-notice';
import { HealthGoalGrid } from './health-goal-grid';
import { StartCta } from './start-cta';
import { TestimonialsCarousel } from './testimonials-carousel';
import { TrustStrip } from './trust-strip';
import { WhyDifferent } from './why-different';

/**
 * The sections below the fold are laid out and painted only as the shopper scrolls near them
 * (`content-visibility: auto`; the browser remembers their size once drawn): a phone's first
 * layout of this long page then covers the hero and the first carousels, not 40 testimonials.
 */
const laidOutWhenNear = { contentVisibility: 'auto', containIntrinsicSize: 'auto 720px' } as const;

/** Everything on the home page after the hero, in the spec's order. */
export function HomeSections({ home }: { home: HomePage }) {
  return (
    <>
      <TrustStrip badges={home.trustBadges} />
      <Container sx={{ py: { xs: 6, md: 8 } }}>
        <Stack spacing={{ xs: 6, md: 8 }}>
          {home.conditionCarousels.map((carousel) => (
            <ConditionCarousel key={carousel.title} title={carousel.title} conditions={carousel.conditions} />
          ))}
        </Stack>
      </Container>
      <Box sx={laidOutWhenNear}>
        <HealthGoalGrid copy={home.healthGoalGrid} conditions={home.goalConditions} />
      </Box>
      <Box sx={laidOutWhenNear}>
        <TestimonialsCarousel
          title={home.testimonialsTitle}
          note={home.testimonialsNote}
          testimonials={home.testimonials}
        />
      </Box>
      <Box sx={laidOutWhenNear}>
        <WhyDifferent {...home.whyDifferent} />
        <StartCta {...home.startCta} />
        <ConsultationNotice {...home.consultationNotice} />
      </Box>
    </>
  );
}
