import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while React hydrates a prerendered page; true afterwards and in every
 * render that starts in the browser. What only the browser knows (the shopper's clock and screen)
 * waits for it, so hydration sees exactly the HTML that was prerendered.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
