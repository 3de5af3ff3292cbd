import { lazy, Suspense, useState } from 'react';
import { EXIT_OFFER_DELAY_MS, useExitIntent } from './use-exit-intent';

// The dialog and its form load only when the offer opens; the first page load carries just the trigger.
const ExitOfferDialog = lazy(() => import('./exit-offer-dialog'));

/**
 * The exit-intent offer (10% off the first order), mounted once by the store layout. Its 45 s
 * count from `since` (a `performance.now()` time): the layout mounts it when the browser is idle,
 * and counts from when the store started.
 */
export function ExitIntentOffer({ since }: { since?: number }) {
  const [delay] = useState(() =>
    Math.max(0, Math.round(EXIT_OFFER_DELAY_MS - (since === undefined ? 0 : performance.now() - since))),
  );
  const [intent, dismiss] = useExitIntent(delay);
  if (intent === 'waiting') return null;
  return (
    <Suspense fallback={null}>
      <ExitOfferDialog open={intent === 'open'} onClose={dismiss} />
    </Suspense>
  );
}
