import type { QueryClient } from '@tanstack/react-query';
import { Container, Stack } from '@mui/material';
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
      <HealthGoalGrid copy={home.healthGoalGrid} conditions={home.goalConditions} />
      <TestimonialsCarousel title={home.testimonialsTitle} testimonials={home.testimonials} />
      <WhyDifferent {...home.whyDifferent} />
      <StartCta {...home.startCta} />
      <ConsultationNotice {...home.consultationNotice} />
    </>
  );
}
