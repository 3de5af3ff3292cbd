import { lazy, Suspense } from 'react';
import { EXIT_OFFER_DELAY_MS, useExitIntent } from './use-exit-intent';

// The dialog and its form load only when the offer opens; the first page load carries just the trigger.
const ExitOfferDialog = lazy(() => import('./exit-offer-dialog'));

/** The exit-intent offer (10% off the first order), mounted once by the store layout. */
export function ExitIntentOffer() {
  const [intent, dismiss] = useExitIntent(EXIT_OFFER_DELAY_MS);
  if (intent === 'waiting') return null;
  return (
    <Suspense fallback={null}>
      <ExitOfferDialog open={intent === 'open'} onClose={dismiss} />
    </Suspense>
  );
}
