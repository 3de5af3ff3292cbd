import { useId } from 'react';
import { Box } from '@mui/material';
import type { ReviewSort } from '../../../lib/firebase/queries/reviews';

const sortWords: Record<ReviewSort, string> = {
  helpful: 'Most helpful',
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};

/** The reviews' order: the browser's own select, light and familiar on every device. */
export function ReviewSortChoice({ sort, onSort }: { sort: ReviewSort; onSort: (sort: ReviewSort) => void }) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <label htmlFor={id}>Sort by</label>
      <Box
        component="select"
        id={id}
        value={sort}
        onChange={(event) => onSort(event.target.value as ReviewSort)}
        sx={{
          font: 'inherit',
          p: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        {Object.entries(sortWords).map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </Box>
    </Box>
  );
}
