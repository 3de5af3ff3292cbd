import { Alert, Button, type SxProps, type Theme } from '@mui/material';

/** The sources a search could not load, said in their own words, with one "Try again" for all. */
export interface FailedSearchSource {
  error: Error | null;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/** Shared by the search page and the palette. */
export function SearchLoadError({
  failed,
  sx = { mb: 2 },
}: {
  failed: readonly FailedSearchSource[];
  sx?: SxProps<Theme>;
}) {
  if (failed.length === 0) return null;
  const retrying = failed.some((source) => source.isFetching);
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button
          color="inherit"
          disabled={retrying}
          onClick={() => failed.forEach((source) => void source.refetch())}
        >
          {retrying ? 'Retrying…' : 'Try again'}
        </Button>
      }
    >
      {failed[0]?.error?.message}
    </Alert>
  );
}
