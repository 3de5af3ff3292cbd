import type { CSSProperties } from 'react';
import type { Breakpoint } from '@mui/material';

/**
 * A slide's width at each breakpoint, as the track's custom properties (`--slide-width-md`): one
 * carousel's slides are a quarter of the row from md, another's 85 % everywhere, with one class.
 */
export function slideWidthStyle(width: string | Partial<Record<Breakpoint, string>>): CSSProperties {
  const widths = typeof width === 'string' ? { xs: width } : width;
  return Object.fromEntries(
    Object.entries(widths).map(([breakpoint, value]) => [`--slide-width-${breakpoint}`, value]),
  ) as CSSProperties;
}

/**
 * Whether the slide at `index` starts past the middle of the row on a phone (at the xs width): it
 * is out of sight, or all but, until the shopper swipes, which the carousel answers only once its
 * engine runs (the row is clipped). Its picture then waits for the page
 * (src/app/carousel-classes.ts).
 */
export function pastTheRowOnPhone(
  width: string | Partial<Record<Breakpoint, string>>,
  index: number,
): boolean {
  const phone = (typeof width === 'string' ? width : width.xs) ?? '100%';
  return phone.endsWith('%') && index * Number.parseFloat(phone) >= 50;
}
