import { Box, Button, Container, Typography } from '@mui/material';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/** The branded page shown when a route fails to load or render. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" gutterBottom>
        Unexpected Application Error!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        Something went wrong while loading this page.
      </Typography>
      {detail && (
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {detail}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Try again
        </Button>
        <Button variant="outlined" href="/">
          Go to the home page
        </Button>
      </Box>
    </Container>
  );
}
