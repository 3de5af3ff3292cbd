import { useEffect } from 'react';

/**
 * Rendered last in the frame of every page: its effect runs once React has hydrated (or rendered)
 * the whole page, which then answers taps. It marks `<html data-interactive>`, the moment the
 * tests and the bench wait for (prerendered HTML is readable long before).
 */
export function PageInteractive() {
  useEffect(() => document.documentElement.setAttribute('data-interactive', ''), []);
  return null;
}
