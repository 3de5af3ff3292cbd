import { useSuspenseQuery } from '@tanstack/react-query';
import { PageMeta } from '../../components/page-meta';
import { useSiteSettings } from '../../lib/sanity/queries/site-settings';
import { homePageQueryOptions } from '../../lib/sanity/queries/home';
import { criticalData } from '../../lib/route-data';
import { HomeHero } from './components/home-hero';
import { HomeSections } from './components/home-sections';
import { OrganizationStructuredData } from './components/organization-structured-data';

export const clientLoader = criticalData(homePageQueryOptions);

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
