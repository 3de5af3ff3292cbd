import { useMediaQuery } from '@mui/material';

/**
 * True when the shopper asked their system for less motion: carousels then stop rotating and
 * jump instead of sliding. Read on the client only (no media queries when prerendering).
 */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}
