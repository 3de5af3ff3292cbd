import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';
import type { ResponsiveStyleValue } from '@mui/system';

interface SideBySideProps {
  /** The columns from a tablet's width up, as CSS grid columns: two halves by default. */
  columns?: string;
  /** The room between the parts: less in a dialog than on a page. */
  gap?: ResponsiveStyleValue<number>;
  /** `center` lines the parts up on their middles (a text beside its picture); `start` by default. */
  align?: 'start' | 'center';
  sx?: SxProps<Theme>;
  className?: string;
  children: ReactNode;
}

/**
 * Parts side by side from a tablet's width (md) up, one above the other on phones: a product's
 * photos beside its buy box, the cart's lines beside its order summary.
 */
export function SideBySide({
  columns = '1fr 1fr',
  gap = { xs: 4, md: 6 },
  align = 'start',
  sx,
  className,
  children,
}: SideBySideProps) {
  return (
    <Box
      className={className}
      sx={[
        { display: 'grid', gap, gridTemplateColumns: { xs: '1fr', md: columns }, alignItems: align },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
