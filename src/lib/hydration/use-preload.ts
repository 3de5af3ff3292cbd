import { useEffect } from 'react';
import { afterPageInteractive } from './page-interactive';

/** The loads `usePreload` has started: what can wait for them does (`preloadsSettled`). */
const started: Promise<unknown>[] = [];

/**
 * Settles once every load `usePreload` has started so far has. The refresh of a prerendered
 * page's answers waits for it (src/app/query-client.ts), so that the code of a first tap is not
 * sharing a phone's line with the Sanity client and the answers' checks.
 */
export function preloadsSettled(): Promise<unknown> {
  return Promise.allSettled(started);
}

/**
 * Fetches code a first tap will need (a dialog's, a library's) once the component is on screen,
 * each in a task of its own once the page answers taps (`afterPageInteractive`). Measured at 4x
 * CPU, the frame's preloads (the cart drawer, the phone menu, the Storefront transport) took
 * 110-160 ms to start (Vite's `import()` appends a `modulepreload` link for each module the code
 * imports): before a hydrated page could answer a tap when they ran in hydration's effects, and a
 * long task after it when they started in one.
 */
export function usePreload(...loads: (() => Promise<unknown>)[]): void {
  useEffect(() => {
    // A preload that fails (the store was updated, the connection is gone) is said where the code
    // is used: the browser keeps a module's failure, and that use meets it.
    const cancels = loads.map((load) =>
      afterPageInteractive(() => void started.push(load().catch(() => undefined))),
    );
    return () => cancels.forEach((cancel) => cancel());
    // The loaders are the module's own constants: once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
