/**
 * When the whole frame of a prerendered page is hydrated. The header, the page and the footer are
 * Suspense boundaries that React hydrates one after another, each when it gets to it. Whatever
 * changes the look of all of them at once (the seasonal campaign's theme) waits for the last one:
 * a boundary still to hydrate must find exactly the HTML that was prerendered.
 */
import { startTransition, useEffect, useState } from 'react';

export type FramePart = 'header' | 'page' | 'footer';
const partCount = 3;

/** Set on <html> once the page responds to the shopper (prerendered HTML is readable earlier). */
const INTERACTIVE_ATTRIBUTE = 'data-interactive';

const hydratedParts = new Set<FramePart>();
const listeners = new Set<() => void>();

const frameHydrated = () => hydratedParts.size === partCount;

/** Rendered last in each part's boundary: its effect runs once that part is hydrated. */
export function FramePartHydrated({ part }: { part: FramePart }) {
  useEffect(() => {
    if (frameHydrated()) return;
    hydratedParts.add(part);
    if (!frameHydrated()) return;
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
    for (const listener of listeners) listener();
  }, [part]);
  return null;
}

/**
 * False while a prerendered page hydrates, true once its header, page and footer all have. The
 * switch is a transition: the re-render it causes runs in short slices.
 */
export function useFrameHydrated(): boolean {
  const [hydrated, setHydrated] = useState(frameHydrated);
  useEffect(() => {
    const update = () => startTransition(() => setHydrated(true));
    if (frameHydrated()) {
      update();
      return undefined;
    }
    listeners.add(update);
    return () => {
      listeners.delete(update);
    };
  }, []);
  return hydrated;
}
