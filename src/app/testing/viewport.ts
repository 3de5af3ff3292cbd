import { onTestFinished, vi } from 'vitest';

/** Evaluates the width queries MUI's breakpoints produce, e.g. "(min-width:900px)". */
function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, value]) =>
    bound === 'min' ? width >= Number(value) : width <= Number(value),
  );
}

/**
 * jsdom has no layout and no matchMedia; this gives the store a window of the given width so
 * `useMediaQuery` picks the phone or the desktop layout, for the rest of the current test.
 */
export function stubViewportWidth(width: number): void {
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matchesWidth(query, width),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

export const desktopWidth = 1280;
export const phoneWidth = 390;
