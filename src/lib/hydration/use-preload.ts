import { useEffect } from 'react';
import { afterPageInteractive } from './page-interactive';

/**
 * Fetches code a first tap will need (a dialog's, a library's) once the component is on screen, in
 * a task of its own once the page answers taps (`afterPageInteractive`). Measured at 4x CPU, the
 * frame's preloads (the cart drawer, the phone menu, the Storefront transport) took 110-160 ms to
 * start, all of it before a hydrated page could answer a tap when they ran in hydration's effects.
 */
export function usePreload(...loads: (() => Promise<unknown>)[]): void {
  useEffect(() => {
    return afterPageInteractive(() => loads.forEach((load) => void load()));
    // The loaders are the module's own constants: once per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
