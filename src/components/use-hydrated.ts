import { startTransition, useEffect, useState } from 'react';

/**
 * Whether React is hydrating a prerendered page right now. main.tsx says so before it hydrates,
 * and the page's boundary says when it is done (see root-layout.tsx).
 */
let hydrating = false;

export function startHydrating(): void {
  hydrating = true;
}

export function finishHydrating(): void {
  hydrating = false;
}

/**
 * False on the server and while React hydrates a prerendered page; true afterwards and in every
 * render that starts in the browser. What only the browser knows (the shopper's clock and screen)
 * waits for it, so hydration sees exactly the HTML that was prerendered.
 *
 * The switch to true is a transition: the components it changes (and the parts of the page they
 * pass new props to, still being hydrated) re-render in interruptible slices, never as one long
 * task that would freeze a phone right after the page appears.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
