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
 * nothing moves when it comes; where no script runs it takes none. Its room is a box of the
 * select's size, not a disabled select: Chrome lays out a form control's part of the page as the
 * HTML has been read, and the reviews, laid out only once near the screen, would be laid out in the
 * task that runs the app (100 to 150 ms at 4x CPU, docs/performance.md).
 */
export function ReviewSortChoice({
  sort,
  onSort,
}: {
  sort: ReviewSort;
  onSort?: (sort: ReviewSort) => void;
}) {
  const id = useId();
  if (onSort === undefined) {
    return (
      <div className="review-sort review-sort--waiting" aria-hidden {...needsScript}>
        <span>Sort by</span>
        <span className="review-sort__choice" />
      </div>
    );
  }
  return (
    <div className="review-sort">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        className="review-sort__choice"
        value={sort}
        onChange={(event) => onSort(event.target.value as ReviewSort)}
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
