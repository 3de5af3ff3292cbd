import { useSuspenseQuery } from '@tanstack/react-query';
import { Container } from '@mui/material';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { StructuredData } from '../../components/structured-data';
import { paths } from '../../config/paths';
import { siteAddress } from '../../config/site-address';
import { faqPageQueryOptions } from '../../lib/sanity/queries/faq';
import { criticalData } from '../../lib/route-data';
import { FaqAccordion } from './components/faq/faq-accordion';
import { FaqContactBox } from './components/faq/faq-contact-box';
import { faqPageJsonLd } from './faq-json-ld';

export const clientLoader = criticalData(faqPageQueryOptions);

export function Component() {
  const page = useSuspenseQuery(faqPageQueryOptions).data;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={page.title} description={page.intro} />
      <StructuredData data={faqPageJsonLd(page.items, { url: siteAddress(paths.faq) })} />
      <PageHeading title={page.title} intro={page.intro} />
      <FaqAccordion items={page.items} />
      <FaqContactBox page={page} />
    </Container>
  );
}
