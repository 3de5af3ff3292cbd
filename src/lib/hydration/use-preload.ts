import { useEffect } from 'react';

/**
 * Fetches code a first tap will need (a dialog's, a library's) once the component is on screen, in
 * a task of its own right after hydration's: the page answers taps first. Measured at 4x CPU, the
 * frame's preloads (the cart drawer, the phone menu, the Storefront transport) took 110-160 ms to
 * start, all of it before a hydrated page could answer a tap when they ran in hydration's effects.
 */
export function usePreload(...loads: (() => Promise<unknown>)[]): void {
  useEffect(() => {
    const timer = setTimeout(() => loads.forEach((load) => void load()), 0);
    return () => clearTimeout(timer);
    // The loaders are the module's own constants: once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
