import { useEffect, useState } from 'react';
import { useHydrated } from '../../lib/hydration/use-hydrated';
import { activeCampaign, nextCampaignChange } from '../../domain/campaign';
import type { Campaign } from '../../domain/types';

/** Timers longer than ~24.8 days overflow; waking once a day is plenty to reach a far boundary. */
const LONGEST_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * The campaign running on the shopper's clock. It switches by itself when a campaign starts or
 * ends while the page is open (one timer to the next boundary, no polling).
 */
export function useRunningCampaign(campaigns: readonly Campaign[]): Campaign | undefined {
  const hydrated = useHydrated();
  const [clock, setNow] = useState(() => new Date());
  // A prerendered page shows no campaign until it has hydrated and knows the shopper's clock.
  const now = hydrated ? clock : null;

  useEffect(() => {
    if (!now) return undefined;
    const next = nextCampaignChange(campaigns, now);
    if (!next) return undefined;
    const wait = Math.min(next.getTime() - now.getTime(), LONGEST_WAIT_MS);
    const timer = window.setTimeout(() => setNow(new Date()), wait);
    return () => window.clearTimeout(timer);
  }, [campaigns, now]);

  return now ? activeCampaign(campaigns, now) : undefined;
}
