import { useState } from 'react';
import { useHydrated } from '../lib/hydration/use-hydrated';

const buildTime = new Date(__BUILD_TIME__);

/**
 * The shopper's clock, read once when the component mounts. A prerendered page was rendered at
 * build time, so while it hydrates this is the build's time, and the shopper's right after.
 */
export function useShopperNow(): Date {
  const hydrated = useHydrated();
  const [now] = useState(() => new Date());
  return hydrated ? now : buildTime;
}
