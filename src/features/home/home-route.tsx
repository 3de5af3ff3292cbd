import { useSuspenseQuery } from '@tanstack/react-query';
import { PageMeta } from '../../components/page-meta';
import { useSiteSettings } from '../../lib/sanity/queries/site-settings';
import { homePageQueryOptions } from '../../lib/sanity/queries/home';
import { quizQueryOptions } from '../../lib/sanity/queries/quiz';
import { routeData } from '../../lib/route-data';
import { lazyBelowFirstScreen } from '../../lib/hydration/page-interactive';
import { HomeHero } from './components/home-hero';
import { OrganizationStructuredData } from './components/organization-structured-data';

/** Everything after the hero (home-sections.tsx), in the element that holds it. */
const { Part: HomeSections, load: loadSections } = lazyBelowFirstScreen(
  async () => (await import('./components/home-sections')).HomeSections,
  'home-page__sections',
);

/**
 * The hero's first button opens the quiz in place: its questions come with the page (1.2 kB gzip),
 * so that only its code is fetched then (docs/page-loading.md, idea 8).
 */
export const clientLoader = routeData(async ({ critical, prefetch }) => {
  await Promise.all([
    critical(homePageQueryOptions),
    prefetch(quizQueryOptions),
    loadSections().catch(() => undefined),
  ]);
  return null;
});

export function Component() {
  const home = useSuspenseQuery(homePageQueryOptions).data;
  const { tagline, description } = useSiteSettings();
  return (
    <>
      <PageMeta title={tagline} description={description} />
      <OrganizationStructuredData />
      <HomeHero
        heroTitle={home.heroTitle}
        heroSubtitle={home.heroSubtitle}
        heroImages={home.heroImages}
        quizButtonLabel={home.quizButtonLabel}
        shopButtonLabel={home.shopButtonLabel}
      />
      {/* Below the first screen, kept as rendered until the page answers taps, the shopper comes
          near it and its code has come (docs/page-loading.md, idea 6). */}
      <HomeSections />
    </>
  );
}
