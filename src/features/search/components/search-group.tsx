import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/** A group of results ("Products", "Health Conditions"): a list that screen readers hear by name. */
export function SearchGroup({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <li role="presentation">
      <Box
        id={id}
        role="presentation"
        sx={{
          px: 2,
          pt: 1.5,
          pb: 0.5,
          fontSize: '0.8rem',
          fontWeight: 700,
          textTransform: 'uppercase',
          letterSpacing: '0.06em',
          color: 'text.secondary',
        }}
      >
        {label}
      </Box>
      <Box component="ul" role="group" aria-labelledby={id} sx={{ p: 0 }}>
        {children}
      </Box>
    </li>
  );
}
