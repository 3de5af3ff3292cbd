import type { ReactNode } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Breakpoint, Theme } from '@mui/material/styles';
import { useHydrated } from '../../lib/hydration/use-hydrated';

type ScreenRange = { from: Breakpoint; below?: never } | { below: Breakpoint; from?: never };

/**
 * Renders its children only on screens in the range (`from="md"`: md and wider; `below="md"`:
 * narrower than md). Prerendered HTML cannot know the screen, so it holds both layouts and CSS
 * shows the right one (the store's `for-screens` classes, site-header-classes.ts); once hydrated,
 * only the matching one stays in the page.
 */
export function ForScreens({ children, ...range }: ScreenRange & { children: ReactNode }) {
  const hydrated = useHydrated();
  const matches = useMediaQuery(
    (theme: Theme) => (range.from ? theme.breakpoints.up(range.from) : theme.breakpoints.down(range.below!)),
    { noSsr: true },
  );
  // The wrapper stays after hydration so that the matching children are kept, not remounted.
  const className = hydrated
    ? 'for-screens'
    : `for-screens for-screens--${range.from ? `from-${range.from}` : `below-${range.below}`}`;
  return <div className={className}>{!hydrated || matches ? children : null}</div>;
}
