import { Alert, AlertTitle, Button, Container } from '@mui/material';
import { useRevalidator, useRouteError } from 'react-router-dom';

/**
 * What a page shows, inside the header and footer, when its content could not be loaded:
 * the reason in plain words and a retry that reloads only this page's data.
 */
export function PageError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const message = error instanceof Error ? error.message : 'This page could not be loaded.';
  return (
    <Container maxWidth="md" sx={{ py: 8 }}>
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            onClick={() => void revalidator.revalidate()}
            disabled={revalidator.state === 'loading'}
          >
            {revalidator.state === 'loading' ? 'Retrying…' : 'Try again'}
          </Button>
        }
      >
        <AlertTitle>We couldn&apos;t load this page</AlertTitle>
        {message}
      </Alert>
    </Container>
  );
}
