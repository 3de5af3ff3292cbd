import { useSuspenseQuery } from '@tanstack/react-query';
import { deferredPart } from '../../lib/hydration/frame-hydration';
import { PageMeta } from '../../components/page-meta';
import { useSiteSettings } from '../../lib/sanity/queries/site-settings';
import { homePageQueryOptions } from '../../lib/sanity/queries/home';
import { routeData } from '../../lib/route-data';
import { HomeHero } from './components/home-hero';
import { OrganizationStructuredData } from './components/organization-structured-data';

// What follows the hero is read before it is used: on a prerendered page its code loads once the
// hero is interactive; on a navigation, with the page's data.
const HomeSections = deferredPart('home-sections', () =>
  import('./components/home-sections').then(({ HomeSections }) => HomeSections),
);

export const clientLoader = routeData(async ({ critical }) => {
  await Promise.all([critical(homePageQueryOptions), HomeSections.preload()]);
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
