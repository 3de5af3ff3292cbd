/**
 * Remembers, for this browser session only, that the exit offer was shown, so a shopper sees it
 * at most once per visit. Storage can be unavailable (privacy modes, blocked site data); then the
 * memory of this page load stands in, which still shows the offer at most once per page load.
 */
export const EXIT_OFFER_SHOWN_KEY = 'sankofa-wellness:exit-offer-shown';

let shownWithoutStorage = false;

export function wasExitOfferShown(): boolean {
  try {
    return window.sessionStorage.getItem(EXIT_OFFER_SHOWN_KEY) === '1';
  } catch {
    return shownWithoutStorage;
  }
}

export function rememberExitOfferShown(): void {
  try {
    window.sessionStorage.setItem(EXIT_OFFER_SHOWN_KEY, '1');
  } catch {
    shownWithoutStorage = true;
  }
}
