import { Box, Button, Container, Paper, Typography } from '@mui/material';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { useRevalidator, useRouteError } from 'react-router-dom';

/**
 * What a page shows, inside the header and footer, when its content could not be loaded:
 * the reason in plain words and a retry that reloads only this page's data. It looks like the
 * store's own error page (route-error.tsx), whose icon it shares.
 */
export function PageError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const message = error instanceof Error ? error.message : 'This page could not be loaded.';
  const retrying = revalidator.state === 'loading';
  return (
    <Container maxWidth="md" sx={{ py: 8 }}>
      <Paper
        role="alert"
        variant="outlined"
        sx={{
          p: { xs: 2.5, sm: 3 },
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-start',
          borderColor: 'error.main',
        }}
      >
        <ReportProblemOutlinedIcon aria-hidden color="error" sx={{ mt: 0.25 }} />
        <Box sx={{ flex: '1 1 14rem' }}>
          {/* The page's own heading never rendered: this is the page's one h1. */}
          <Typography component="h1" sx={{ fontWeight: 700, mb: 0.5, fontSize: '1.1rem' }}>
            We couldn&apos;t load this page
          </Typography>
          <Typography color="text.secondary">{message}</Typography>
        </Box>
        <Button color="error" onClick={() => void revalidator.revalidate()} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Try again'}
        </Button>
      </Paper>
    </Container>
  );
}
