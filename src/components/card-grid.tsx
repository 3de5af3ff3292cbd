import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** A list of cards, one to three a row depending on the width. */
export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {children}
    </Box>
  );
}
