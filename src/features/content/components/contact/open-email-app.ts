/** Hands a mailto: link to the browser, which opens the shopper's email app with the message. */
export function openEmailApp(mailtoHref: string): void {
  window.location.assign(mailtoHref);
}
