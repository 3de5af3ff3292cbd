import { Alert, Box, Button, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { needsScript } from '../../../components/no-script-note';
import { visuallyHidden } from '../../../components/visually-hidden';
import { labReportQueryOptions } from '../../../lib/sanity/queries/lab-reports';
import { LabReportDetails } from './lab-report-details';
import { LotNotFound } from './lot-not-found';

function ReportLoading() {
  return (
    <Box aria-hidden {...needsScript} sx={{ mt: { xs: 4, md: 5 } }} data-testid="lab-report-loading">
      <Skeleton variant="text" width="40%" sx={{ fontSize: '2.2rem', mb: 2 }} />
      <Skeleton variant="text" width="70%" />
      <Skeleton variant="text" width="55%" />
      <Skeleton variant="text" width="60%" sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={160} />
    </Box>
  );
}

export interface LotLookupResultProps {
  /** The lot to show, as printed (SW2602-014); null when the address asks for none or for no lot number. */
  lotCode: string | null;
  /** Why the address's lot is not a lot number (shown at the field; announced here). */
  problem?: string;
}

/**
 * What a lookup found: the lot's report, word that none is published, or why it could not be
 * loaded (with a retry). Nothing is asked of the content backend without a valid lot number. One
 * live region, there from the start, announces each answer.
 */
export function LotLookupResult({ lotCode, problem }: LotLookupResultProps) {
  const report = useQuery({ ...labReportQueryOptions(lotCode ?? ''), enabled: lotCode !== null });

  const status =
    problem ??
    (lotCode === null || report.isError
      ? ''
      : report.isPending
        ? `Looking up lot ${lotCode}…`
        : report.data
          ? `Showing the lab report of lot ${lotCode}.`
          : `No report is published for lot ${lotCode}.`);

  return (
    <>
      <Box role="status" sx={visuallyHidden}>
        {status}
      </Box>
      {lotCode !== null &&
        (report.isPending ? (
          <ReportLoading />
        ) : report.isError ? (
          <Alert
            severity="error"
            sx={{ mt: 4 }}
            action={
              <Button color="inherit" disabled={report.isFetching} onClick={() => void report.refetch()}>
                {report.isFetching ? 'Retrying…' : 'Try again'}
              </Button>
            }
          >
            {report.error.message}
          </Alert>
        ) : report.data ? (
          <LabReportDetails report={report.data} />
        ) : (
          <LotNotFound lotCode={lotCode} />
        ))}
    </>
  );
}
