import { useSuspenseQuery } from '@tanstack/react-query';
import { Container } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { legalInfoQueryOptions } from '../../lib/sanity/queries/legal';
import { criticalData } from '../../lib/route-data';
import { LegalPagePanel } from './components/legal/legal-page-panel';
import { legalKindAt } from '../../domain/legal-paths';
import { LegalTabs } from './components/legal/legal-tabs';

export const clientLoader = criticalData(legalInfoQueryOptions);

/** /privacy, /terms and /disclaimer: one page whose tabs follow the address. */
export function Component() {
  const legal = useSuspenseQuery(legalInfoQueryOptions).data;
  const { pathname } = useLocation();
  const kind = legalKindAt(pathname);
  const page = legal.pages.find((candidate) => candidate.kind === kind) ?? legal.pages[0];

  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={page?.title ?? legal.title} description={legal.intro ?? legal.title} />
      <PageHeading title={legal.title} intro={legal.intro} />
      {page && (
        <>
          <LegalTabs label={legal.title} pages={legal.pages} selected={page.kind} />
          <LegalPagePanel page={page} />
        </>
      )}
    </Container>
  );
}
