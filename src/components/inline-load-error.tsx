import { Box, Button, Typography } from '@mui/material';

interface InlineLoadErrorProps {
  /** What could not be loaded, in the shopper's words. */
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * A part of a page that could not load, said where it would have been, with "Try again". Lighter
 * than MUI's Alert, so the pages whose parts use it do not carry the Alert on their first load.
 */
export function InlineLoadError({ message, retrying, onRetry }: InlineLoadErrorProps) {
  return (
    <Box
      role="alert"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', color: 'error.main' }}
    >
      <Typography sx={{ flex: '1 1 14rem' }}>{message}</Typography>
      <Button color="error" disabled={retrying} onClick={onRetry}>
        {retrying ? 'Retrying…' : 'Try again'}
      </Button>
    </Box>
  );
}
