import { Suspense } from 'react';
import { Container, Stack } from '@mui/material';
import { useSuspenseQuery } from '@tanstack/react-query';
import { homePageQueryOptions } from '../../../lib/sanity/queries/home';
import { ConditionCarousel } from './condition-carousel';
import { ConsultationNotice } from './consultation-notice';
import { HealthGoalGrid } from './health-goal-grid';
import { StartCta } from './start-cta';
import { TestimonialsCarousel } from './testimonials-carousel';
import { TrustStrip } from './trust-strip';
import { WhyDifferent } from './why-different';

/**
 * Everything on the home page after the hero, in the spec's order. The sections below the fold
 * are laid out only as the shopper scrolls near them (`.laid-out-when-near`): a phone's first
 * layout of this long page then covers the hero and the first carousels, not 40 testimonials.
 * The page takes this code once it answers taps and the shopper comes near it (home-route.tsx);
 * after the carousels, it hydrates in a commit of its own (docs/page-loading.md, idea 6).
 */
export function HomeSections() {
  const home = useSuspenseQuery(homePageQueryOptions).data;
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
      <Suspense fallback={null}>
        <div className="laid-out-when-near">
          <HealthGoalGrid copy={home.healthGoalGrid} conditions={home.goalConditions} />
        </div>
        <div className="laid-out-when-near">
          <TestimonialsCarousel
            title={home.testimonialsTitle}
            note={home.testimonialsNote}
            testimonials={home.testimonials}
          />
        </div>
        <div className="laid-out-when-near">
          <WhyDifferent {...home.whyDifferent} />
          <StartCta {...home.startCta} />
          <ConsultationNotice {...home.consultationNotice} />
        </div>
      </Suspense>
    </>
  );
}
