import { useEffect } from 'react';

/**
 * Rendered last in the frame of every page, in its innermost Suspense boundary: its effect runs
 * once React has hydrated (or rendered) the whole page, which then answers taps. It marks `<html data-interactive>`, the moment the
 * tests and the bench wait for (prerendered HTML is readable long before), and runs `then` in a
 * task of its own right after: work that can wait until the page answers.
 */
export function PageInteractive({ then }: { then?: () => void }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-interactive', '');
    const timer = setTimeout(() => then?.(), 0);
    return () => clearTimeout(timer);
    // Once, when the first page is in: the frame stays as the shopper moves on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
