import { useSuspenseQuery } from '@tanstack/react-query';
import { PageMeta } from '../../components/page-meta';
import { useSiteSettings } from '../../lib/sanity/queries/site-settings';
import { homePageQueryOptions } from '../../lib/sanity/queries/home';
import { quizQueryOptions } from '../../lib/sanity/queries/quiz';
import { routeData } from '../../lib/route-data';
import { HomeHero } from './components/home-hero';
import { HomeSections } from './components/home-sections';
import { OrganizationStructuredData } from './components/organization-structured-data';

/**
 * The hero's first button opens the quiz in place: its questions come with the page (1.2 kB gzip),
 * so that only its code is fetched then (docs/page-loading.md, idea 8).
 */
export const clientLoader = routeData(async ({ critical, prefetch }) => {
  await Promise.all([critical(homePageQueryOptions), prefetch(quizQueryOptions)]);
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
      <HomeSections home={home} />
    </>
  );
}
