import type { QueryClient } from '@tanstack/react-query';
import { Box, Container, Stack } from '@mui/material';
import { PageMeta } from '../../components/page-meta';
import { useSiteSettings } from '../../lib/sanity/site-settings';
import { homePageQueryOptions, useHomePage } from './api/home-page';
import { ConditionCarousel } from './components/condition-carousel';
import { ConsultationNotice } from './components/consultation-notice';
import { HealthGoalGrid } from './components/health-goal-grid';
import { HomeHero } from './components/home-hero';
import { StartCta } from './components/start-cta';
import { TestimonialsCarousel } from './components/testimonials-carousel';
import { TrustStrip } from './components/trust-strip';
import { WhyDifferent } from './components/why-different';

export function clientLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.ensureQueryData(homePageQueryOptions);
    return null;
  };
}

/**
 * The sections below the fold are laid out and painted only as the shopper scrolls near them
 * (`content-visibility: auto`; the browser remembers their size once drawn): a phone's first
 * layout of this long page then covers the hero and the first carousels, not 40 testimonials.
 */
const laidOutWhenNear = { contentVisibility: 'auto', containIntrinsicSize: 'auto 720px' } as const;

export function Component() {
  const home = useHomePage();
  const { tagline, description, trustClaims } = useSiteSettings();
  return (
    <>
      <PageMeta title={tagline} description={description} />
      <HomeHero
        heroTitle={home.heroTitle}
        heroSubtitle={home.heroSubtitle}
        heroImages={home.heroImages}
        quizButtonLabel={home.quizButtonLabel}
        shopButtonLabel={home.shopButtonLabel}
      />
      <TrustStrip badges={home.trustBadges} claims={trustClaims} />
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
        <TestimonialsCarousel title={home.testimonialsTitle} testimonials={home.testimonials} />
      </Box>
      <Box sx={laidOutWhenNear}>
        <WhyDifferent {...home.whyDifferent} />
        <StartCta {...home.startCta} />
        <ConsultationNotice {...home.consultationNotice} />
      </Box>
    </>
  );
}
