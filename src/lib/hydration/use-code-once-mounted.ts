import { useEffect, useState } from 'react';
import { afterPageInteractive } from './page-interactive';

/**
 * Code a part of the page needs only once the app runs (controls, a form that needs JavaScript):
 * fetched once the part is mounted, so the page's first load does not carry it, and null until
 * it is here. The part renders its own placeholder meanwhile, the same on the server and while
 * hydrating; should the code not load, it stays (and the reason is logged for developers).
 * `load` is a module-level `() => import('…')`. The fetch starts once the page answers taps, as
 * `usePreload`'s do (`afterPageInteractive`).
 */
export function useCodeOnceMounted<Module>(load: () => Promise<Module>): Module | null {
  const [loaded, setLoaded] = useState<Module | null>(null);
  useEffect(() => {
    let mounted = true;
    const cancel = afterPageInteractive(() =>
      load().then(
        (module) => {
          if (mounted) setLoaded(() => module);
        },
        (error: unknown) => console.error('Could not load a part of the page', error),
      ),
    );
    return () => {
      mounted = false;
      cancel();
    };
  }, [load]);
  return loaded;
}
