import { Alert, Button } from '@mui/material';

/** The sources a search could not load, said in their own words, with one "Try again" for all. */
export interface FailedSearchSource {
  error: Error | null;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

export function SearchLoadError({ failed }: { failed: readonly FailedSearchSource[] }) {
  if (failed.length === 0) return null;
  const retrying = failed.some((source) => source.isFetching);
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
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
