import { useEffect, useState } from 'react';
import { rememberExitOfferShown, wasExitOfferShown } from './exit-offer-session';

/** The spec's timing: the offer also appears after 45 seconds on the site. */
export const EXIT_OFFER_DELAY_MS = 45_000;
/** When the timer fires over another dialog, look again this much later. */
const RETRY_MS = 5_000;

/** MUI marks every open modal (dialogs, drawers, menus) with this class; its own dialogs carry the role. */
const openDialogSelector = '[role="dialog"], [role="alertdialog"], .MuiModal-root:not(.MuiModal-hidden)';

function isAnotherDialogOpen(): boolean {
  return document.querySelector(openDialogSelector) !== null;
}

/** The pointer left the window through its top edge (towards the tabs and the address bar). */
function leftThroughTop(event: MouseEvent): boolean {
  return event.relatedTarget === null && event.clientY <= 0;
}

export type ExitIntent = 'waiting' | 'open' | 'dismissed';

/**
 * Decides when the exit offer opens: when the pointer leaves through the top of the window or
 * after 45 s, whichever comes first, at most once per browser session and never on top of another
 * open dialog (a blocked timer tries again a little later; a blocked exit is simply ignored).
 */
export function useExitIntent(delayMs = EXIT_OFFER_DELAY_MS): [ExitIntent, () => void] {
  const [intent, setIntent] = useState<ExitIntent>('waiting');

  useEffect(() => {
    if (wasExitOfferShown()) return undefined;
    let timer: number | undefined;

    const stop = () => {
      window.clearTimeout(timer);
      document.removeEventListener('mouseout', onMouseOut);
    };
    const tryToOpen = (): boolean => {
      if (wasExitOfferShown() || isAnotherDialogOpen()) return false;
      rememberExitOfferShown();
      stop();
      setIntent('open');
      return true;
    };
    function onMouseOut(event: MouseEvent) {
      if (leftThroughTop(event)) tryToOpen();
    }
    const onTimer = () => {
      // Shown meanwhile by another copy of the store in this tab's session: nothing left to do.
      if (wasExitOfferShown()) {
        stop();
        return;
      }
      if (!tryToOpen()) timer = window.setTimeout(onTimer, RETRY_MS);
    };

    timer = window.setTimeout(onTimer, delayMs);
    document.addEventListener('mouseout', onMouseOut);
    return stop;
  }, [delayMs]);

  return [intent, () => setIntent('dismissed')];
}
