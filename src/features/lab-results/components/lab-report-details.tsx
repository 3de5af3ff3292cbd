import { useId, type ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { formatIsoDate } from '../../../domain/calendar-date';
import type { LabReport } from '../../../domain/lab-report';
import { CoveredProducts } from './covered-products';
import { HeavyMetalsTable, MicrobiologyTable, PotencyTable } from './report-tables';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: 700 }}>
        {term}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

function ResultsHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="h3" component="h3" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
      {children}
    </Typography>
  );
}

/** One lot's certificate of analysis: what it covers, who tested it and when, the results and the PDF. */
export function LabReportDetails({ report }: { report: LabReport }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={`${id}-lot`} sx={{ mt: { xs: 4, md: 5 } }}>
      <Typography id={`${id}-lot`} variant="h2" component="h2" sx={{ mb: 2 }}>
        Lot {report.lotCode}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
          mb: 3,
          '& dd': { mb: { xs: 1.25, sm: 0 } },
        }}
      >
        <Fact term="Products">
          <CoveredProducts handles={report.products} />
        </Fact>
        <Fact term="Made">{formatIsoDate(report.manufactureDate)}</Fact>
        <Fact term="Expires">{formatIsoDate(report.expiryDate)}</Fact>
        <Fact term="Tested">{formatIsoDate(report.testDate)}</Fact>
        <Fact term="Laboratory">{report.laboratory.name}</Fact>
        <Fact term="Accreditation">{report.laboratory.accreditation}</Fact>
      </Box>
      <Button
        href={report.certificateUrl}
        variant="outlined"
        startIcon={<PictureAsPdfOutlinedIcon aria-hidden />}
        sx={{ mb: { xs: 4, md: 5 } }}
      >
        Download the certificate (PDF)
      </Button>

      <ResultsHeading id={`${id}-potency`}>Potency</ResultsHeading>
      <PotencyTable potency={report.potency} labelledBy={`${id}-potency`} />
      <ResultsHeading id={`${id}-metals`}>Heavy metals</ResultsHeading>
      <HeavyMetalsTable metals={report.heavyMetals} labelledBy={`${id}-metals`} />
      <ResultsHeading id={`${id}-microbiology`}>Microbiology</ResultsHeading>
      <MicrobiologyTable results={report.microbiology} labelledBy={`${id}-microbiology`} />
    </Box>
  );
}
