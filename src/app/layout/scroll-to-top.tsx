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
 *
 * The focus starts there too. A link followed in the header, footer or bottom bar stays on the new
 * page, and a focus left on it takes the page back down to it: a dialog that opens later (the exit
 * offer) hands the focus back to it on closing, which scrolled a page reached from the footer to
 * the footer. The new page's main region takes the focus instead, without scrolling (it has
 * `tabIndex={-1}` for the skip link), and the next Tab goes into the page, as after a page load.
 */
export function ScrollToTop() {
  const { pathname, state } = useLocation();
  const shownPathname = useRef(pathname);

  useLayoutEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    if (keepsScroll(state)) return;
    window.scrollTo(0, 0);
    focusNewPage();
  }, [pathname, state]);

  return null;
}

/**
 * Moves the focus from a control of the frame (the link just followed) to the page's main region.
 * A focus already in the page, or in a dialog (which gives it back itself), stays where it is.
 */
function focusNewPage() {
  const main = document.getElementById('main');
  const focused = document.activeElement;
  if (!main || !focused || focused === document.body || main.contains(focused)) return;
  if (focused.closest('[role="dialog"]')) return;
  main.focus({ preventScroll: true });
}
