import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** Navigation state that asks to keep the scroll position: another view of the same page (a shop filter). */
export interface KeepScroll {
  keepScroll: true;
}

const keepsScroll = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as Partial<KeepScroll>).keepScroll === true;

/**
 * Every new page starts at its top (before it is painted), whichever way the shopper got there.
 * A change of hash or query alone (the skip link), or a navigation that asks to keep its place
 * (`state: { keepScroll: true }`, a shop filter), keeps the scroll position.
 */
export function ScrollToTop() {
  const { pathname, state } = useLocation();
  const shownPathname = useRef(pathname);

  useLayoutEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (!keepsScroll(state)) window.scrollTo(0, 0);
  }, [pathname, state]);

  return null;
}
