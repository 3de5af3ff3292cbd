import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import type { UseMutationResult } from '@tanstack/react-query';
import { exportFileName } from '../../../domain/inbox';
import { CallableFailure } from '../../../domain/service-failures';

/** Hands the CSV to the browser as a file download. */
function downloadCsv(csv: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

interface CsvExportProps {
  /** The export's mutation (`useExportSubscribers`, `useExportBackInStockRequests`). */
  exporter: UseMutationResult<{ count: number; csv: string }, Error, void>;
  /** The list, which names the file: `newsletter-subscribers-2026-03-05.csv`. */
  list: Parameters<typeof exportFileName>[0];
  /** What the admin reads once the file is handed over: "Downloaded 3 addresses." */
  downloaded: (count: number) => string;
  /** What the admin reads when the export failed without the server's own words. */
  failure: string;
}

/** "Download CSV" under one of the admin's lists: the file, how many lines it has, or why not. */
export function CsvExport({ exporter, list, downloaded, failure }: CsvExportProps) {
  const [exported, setExported] = useState('');

  const exportCsv = () =>
    exporter.mutate(undefined, {
      onSuccess: ({ csv, count }) => {
        downloadCsv(csv, exportFileName(list, new Date()));
        setExported(downloaded(count));
      },
    });

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mt: 2 }}>
        <Button variant="outlined" disabled={exporter.isPending} onClick={exportCsv}>
          {exporter.isPending ? 'Preparing the CSV…' : 'Download CSV'}
        </Button>
        <Typography role="status">{exporter.isSuccess ? exported : ''}</Typography>
      </Box>
      {exporter.isError && (
        <Typography role="alert" color="error" sx={{ mt: 1 }}>
          {exporter.error instanceof CallableFailure ? exporter.error.message : failure}
        </Typography>
      )}
    </>
  );
}
