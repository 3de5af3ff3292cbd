import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Box, Container, Divider, Typography } from '@mui/material';
import { NoScriptNote } from '../../components/no-script-note';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { parseLotCode } from '../../domain/lab-report';
import { labResultsPageQueryOptions } from '../../lib/sanity/queries/lab-reports';
import { criticalData } from '../../lib/route-data';
import { LotLookupForm } from './components/lot-lookup-form';
import { LotLookupResult } from './components/lot-lookup-result';
import { RichTextSection } from '../../components/rich-text-section';
import { useLotAddress } from './use-lot-address';

export const clientLoader = criticalData(labResultsPageQueryOptions);

/**
 * The lab results page (`/lab-results`): the testing programme and the lot lookup. The page itself
 * is prerendered; a lot (`?lot=SW2602-014`) is looked up in the browser.
 */
export function Component() {
  const page = useSuspenseQuery(labResultsPageQueryOptions).data;
  const lookupId = useId();
  const { lot, lookUp } = useLotAddress();
  const parsed = lot === null ? null : parseLotCode(lot);
  const lotCode = parsed?.ok ? parsed.code : null;
  const problem = parsed && !parsed.ok ? parsed.error : undefined;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta
        title={lotCode ? `${page.title}: lot ${lotCode}` : page.title}
        description={page.intro}
        noindex={lot !== null}
      />
      <PageHeading title={page.title} intro={page.intro} />
      <Box component="section" aria-labelledby={lookupId}>
        <Typography id={lookupId} variant="h2" component="h2" sx={{ mb: 1 }}>
          {page.lookupTitle}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 2.5, maxWidth: 640 }}>
          {page.lookupHint}
        </Typography>
        <LotLookupForm addressLot={lot} problem={problem} onLookUp={lookUp} labelledBy={lookupId} />
        <NoScriptNote>
          Showing a lot&apos;s report needs JavaScript. Without it, write to us from the contact page with the
          lot number and we will send you its certificate.
        </NoScriptNote>
      </Box>
      <LotLookupResult lotCode={lotCode} problem={problem} />
      <Divider sx={{ my: { xs: 5, md: 6 } }} />
      {page.sections.map((section, index) => (
        <RichTextSection key={section.title} section={section} id={`${lookupId}-programme-${index}`} />
      ))}
    </Container>
  );
}
