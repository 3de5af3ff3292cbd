import type { QueryClient } from '@tanstack/react-query';
import { deferredPart } from '../../components/frame-hydration';
import { PageMeta } from '../../components/page-meta';
import { useSiteSettings } from '../../lib/sanity/site-settings';
import { homePageQueryOptions, useHomePage } from './api/home-page';
import { HomeHero } from './components/home-hero';

export function clientLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.ensureQueryData(homePageQueryOptions);
    return null;
  };
}

// What follows the hero is read before it is used: its code loads once the hero is interactive.
const HomeSections = deferredPart(() =>
  import('./components/home-sections').then(({ HomeSections }) => HomeSections),
);

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
      <HomeSections home={home} trustClaims={trustClaims} />
    </>
  );
}
