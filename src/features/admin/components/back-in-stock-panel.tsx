import { Box, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { InlineLoadError } from '../../../components/inline-load-error';
import { paths } from '../../../config/paths';
import { formatIsoDate } from '../../../domain/calendar-date';
import { requestsByProduct, type BackInStockSummary } from '../../../domain/inbox';
import {
  backInStockSummaryQueryOptions,
  useExportBackInStockRequests,
} from '../../../lib/firebase/queries/admin-inbox';
import { adminTableStyle } from './admin-table';
import { CsvExport } from './csv-export';

const requestsWord = (count: number) => `${count} ${count === 1 ? 'request' : 'requests'}`;

/** Per product, the shoppers who asked to be told when it is back, newest first. */
function ProductRequestTables({ total, newest }: BackInStockSummary) {
  if (newest.length === 0) {
    return <Typography color="textSecondary">No one has asked to be told when a product is back.</Typography>;
  }
  return (
    <>
      <Typography sx={{ mb: 2 }}>
        <strong>{total}</strong> {total === 1 ? 'request' : 'requests'} for sold-out products
        {total > newest.length && ` (the newest ${newest.length} below; the CSV has them all)`}
      </Typography>
      {requestsByProduct(newest).map(({ productHandle, productTitle, requests }) => (
        <Box key={productHandle} sx={{ mb: 2 }}>
          <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
            <Link component={RouterLink} to={paths.product(productHandle)}>
              {productTitle}
            </Link>{' '}
            · {requestsWord(requests.length)}
          </Typography>
          <Box component="table" aria-label={`Who asked for ${productTitle}`} sx={adminTableStyle}>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Asked on</th>
              </tr>
            </thead>
            <tbody>
              {requests.map(({ email, requestedAt }) => (
                <tr key={email}>
                  <td>{email}</td>
                  <td>{formatIsoDate(requestedAt)}</td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      ))}
    </>
  );
}

/**
 * The back-in-stock requests ("Notify me" on a sold-out product): per product who asked and when,
 * newest first, and the CSV export of them all for the mail when it is back.
 */
export function BackInStockPanel() {
  const summary = useQuery(backInStockSummaryQueryOptions);
  const exporter = useExportBackInStockRequests();
  return (
    <Box component="section" aria-labelledby="admin-back-in-stock-title" sx={{ mb: 6 }}>
      <Typography id="admin-back-in-stock-title" variant="h2" sx={{ fontSize: '1.6rem', mb: 2 }}>
        Back-in-stock requests
      </Typography>
      {summary.isPending ? (
        <Typography aria-busy="true">Loading requests…</Typography>
      ) : summary.isError ? (
        <InlineLoadError
          message={summary.error.message}
          retrying={summary.isFetching}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <ProductRequestTables {...summary.data} />
      )}
      <CsvExport
        exporter={exporter}
        list="back-in-stock-requests"
        downloaded={(count) => `Downloaded ${requestsWord(count)}.`}
        failure="Could not export the requests right now. Please try again."
      />
    </Box>
  );
}
