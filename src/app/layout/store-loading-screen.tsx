import { Box, Typography } from '@mui/material';
import { keyframes } from '@mui/material/styles';

const turn = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * What the first visit shows while the store's settings and the first page load: the header's
 * footprint (so nothing jumps when the page arrives), a spinner and a polite status. Part of every
 * page's first load, so drawn with what every page loads anyway: the spinner is a turning ring in
 * the look of MUI's CircularProgress at 32 px, without that component's code.
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
        <Box
          role="progressbar"
          aria-label="Loading the store"
          sx={{
            width: 32,
            height: 32,
            boxSizing: 'border-box',
            border: '3px solid',
            borderColor: 'primary.main',
            borderRightColor: 'transparent',
            borderRadius: '50%',
            animation: `${turn} 1.4s linear infinite`,
          }}
        />
        <Typography role="status" color="textSecondary">
          Loading the store…
        </Typography>
      </Box>
    </Box>
  );
}
