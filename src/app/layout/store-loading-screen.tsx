import { Box, LinearProgress, Typography } from '@mui/material';

/**
 * What the first visit shows while the store's settings and the first page load: the header's
 * footprint (so nothing jumps when the page arrives), a progress bar and a polite status.
 */
export function StoreLoadingScreen() {
  return (
    <Box component="main" aria-busy="true" sx={{ minHeight: '100vh' }}>
      <LinearProgress
        aria-label="Loading the store"
        sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3 }}
      />
      <Box
        sx={{
          height: { xs: 56, sm: 64 },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      />
      <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', mt: 12 }}>
        Loading the store…
      </Typography>
    </Box>
  );
}
