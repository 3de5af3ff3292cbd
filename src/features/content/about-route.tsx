import { useSuspenseQuery } from '@tanstack/react-query';
import { Container } from '@mui/material';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { aboutPageQueryOptions } from '../../lib/sanity/queries/about';
import { criticalData } from '../../lib/route-data';
import { AboutSection } from './components/about/about-section';
import { FounderStory } from './components/about/founder-story';

export const clientLoader = criticalData(aboutPageQueryOptions);

export function Component() {
  const page = useSuspenseQuery(aboutPageQueryOptions).data;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={page.title} description={page.intro} />
      <PageHeading title={page.title} intro={page.intro} />
      <FounderStory founder={page.founder} />
      {page.sections.map((section, index) => (
        <AboutSection key={section.title} section={section} id={`about-section-${index}`} />
      ))}
    </Container>
  );
}
