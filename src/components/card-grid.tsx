import type { ReactNode, Ref } from 'react';
import { Box } from '@mui/material';
import type { ResponsiveStyleValue } from '@mui/system';

interface CardGridProps {
  children: ReactNode;
  /** Cards per row by breakpoint; one to three by default. */
  columns?: ResponsiveStyleValue<number>;
  gap?: number;
  'aria-labelledby'?: string;
  ref?: Ref<HTMLUListElement>;
}

const defaultColumns = { xs: 1, sm: 2, md: 3 };

function repeatColumns(columns: ResponsiveStyleValue<number>) {
  if (typeof columns === 'number') return `repeat(${columns}, 1fr)`;
  if (Array.isArray(columns)) return columns.map((count) => (count ? `repeat(${count}, 1fr)` : count));
  return Object.fromEntries(
    Object.entries(columns ?? {}).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, 1fr)`]),
  );
}

/** A list of cards laid out in a responsive grid. */
export function CardGrid({ children, columns = defaultColumns, gap = 3, ref, ...aria }: CardGridProps) {
  return (
    <Box
      component="ul"
      ref={ref}
      {...aria}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap,
        gridTemplateColumns: repeatColumns(columns),
      }}
    >
      {children}
    </Box>
  );
}
