import { useId } from 'react';
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
    <div className="review-sort">
      <label htmlFor={id}>Sort by</label>
      <select id={id} value={sort} onChange={(event) => onSort(event.target.value as ReviewSort)}>
        {Object.entries(sortWords).map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}
