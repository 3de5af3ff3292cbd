import { useId } from 'react';
import { needsScript } from '../../../components/no-script-note';
import type { ReviewSort } from '../../../lib/firebase/queries/reviews';

const sortWords: Record<ReviewSort, string> = {
  helpful: 'Most helpful',
  newest: 'Newest',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
};

/**
 * The reviews' order: the browser's own select, light and familiar on every device. Without
 * `onSort` (until the reviews' controls have loaded) it keeps its room, unseen and out of reach, so
 * nothing moves when it comes; where no script runs it takes none.
 */
export function ReviewSortChoice({
  sort,
  onSort,
}: {
  sort: ReviewSort;
  onSort?: (sort: ReviewSort) => void;
}) {
  const id = useId();
  const waiting = onSort === undefined;
  return (
    <div
      className={waiting ? 'review-sort review-sort--waiting' : 'review-sort'}
      aria-hidden={waiting || undefined}
      {...(waiting ? needsScript : {})}
    >
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        value={sort}
        disabled={waiting}
        onChange={(event) => onSort?.(event.target.value as ReviewSort)}
      >
        {Object.entries(sortWords).map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}
