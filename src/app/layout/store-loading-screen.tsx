import { Box, CircularProgress, Typography } from '@mui/material';

/**
 * What the first visit shows while the store's settings and the first page load: the header's
 * footprint (so nothing jumps when the page arrives), a spinner and a polite status. (The
 * spinner is the one MUI's buttons already bring along: the loading screen adds no code of its own.)
 */
export function StoreLoadingScreen() {
  return (
    <Box component="main" aria-busy="true" sx={{ minHeight: '100vh' }}>
      <Box
        sx={{
          height: { xs: 56, sm: 64 },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, mt: 12 }}>
        <CircularProgress aria-label="Loading the store" size={32} />
        <Typography role="status" color="textSecondary">
          Loading the store…
        </Typography>
      </Box>
    </Box>
  );
}
