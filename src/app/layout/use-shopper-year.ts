import { useState } from 'react';
import { useHydrated } from '../../lib/hydration/use-hydrated';

/**
 * The year of the build, in UTC: the same on the build machine and in every browser, so the page
 * hydrates exactly as it was prerendered (a zone's own year differs from it around New Year).
 */
const buildYear = new Date(__BUILD_TIME__).getUTCFullYear();

/**
 * The year on the shopper's calendar, read once when the component mounts. While a prerendered page
 * hydrates this is the build's year, and the shopper's own right after.
 */
export function useShopperYear(): number {
  const hydrated = useHydrated();
  const [year] = useState(() => new Date().getFullYear());
  return hydrated ? year : buildYear;
}
