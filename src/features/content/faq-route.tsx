import type { QueryClient } from '@tanstack/react-query';
import { Container } from '@mui/material';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { faqPageQueryOptions, useFaqPage } from './api/faq-page';
import { FaqAccordion } from './components/faq/faq-accordion';
import { FaqContactBox } from './components/faq/faq-contact-box';

export function clientLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.ensureQueryData(faqPageQueryOptions);
    return null;
  };
}

export function Component() {
  const page = useFaqPage();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={page.title} description={page.intro} />
      <PageHeading title={page.title} intro={page.intro} />
      <FaqAccordion items={page.items} />
      <FaqContactBox page={page} />
    </Container>
  );
}
