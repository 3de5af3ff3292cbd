import { Box } from '@mui/material';

/** The first stop of the keyboard: jumps past the header to the page's own content. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 16,
        top: 8,
        zIndex: (theme) => theme.zIndex.appBar + 2,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 700,
        boxShadow: 3,
        // Off screen until focused: still announced and reachable, never in the way.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to main content
    </Box>
  );
}
