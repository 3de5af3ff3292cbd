/**
 * A tab opened before a deploy runs the old build, whose hashed files (`/assets/**`) the deploy
 * removed: the next page, dialog or library it loads answers 404. Vite reports each such failure
 * with `vite:preloadError` on the window. The store then reloads the page once, at the address the
 * shopper was going to, which brings the new build: the page of a navigation under way, or else
 * the address of the link the shopper just followed in place (a product card's link opens its
 * details in a dialog: the new build shows the product's page). Should the same address fail
 * again (the files are still missing, or a reload keeps bringing an old page), it does not reload a
 * second time: the error screens say that the store was updated and offer Reload (`isMissingCode`).
 */

const RELOADED_KEY = 'store:reloaded-for-update';
/** Errors Vite reported as code that could not be loaded. */
const missing = new WeakSet<object>();
/** How each browser words a dynamic import that failed to load (Chromium, Firefox, Safari). */
const MISSING_MODULE = /dynamically imported module|Importing a module script failed/;

function reloadedAddresses(): string[] {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(RELOADED_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((entry) => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Notes that `address` is being reloaded; false when it was reloaded before in this tab, or when
 * the browser keeps nothing (then a reload could loop: the error screen is shown instead).
 */
export function firstReloadOf(address: string): boolean {
  const reloaded = reloadedAddresses();
  if (reloaded.includes(address)) return false;
  try {
    window.sessionStorage.setItem(RELOADED_KEY, JSON.stringify([...reloaded, address]));
    return true;
  } catch {
    return false;
  }
}

/** The error is (or was caused by) code of the store that could not be loaded. */
export function isMissingCode(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Object && depth < 5; depth += 1) {
    if (missing.has(cause)) return true;
    if (cause instanceof Error && MISSING_MODULE.test(cause.message)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The store's address (path, query and fragment) of the link a click followed without leaving the
 * page: the app took it (`preventDefault`) to open something in place, a dialog or a drawer, whose
 * code may be what fails. Undefined for any other click.
 */
export function linkOpenedInPlace(event: MouseEvent): string | undefined {
  if (!event.defaultPrevented || !(event.target instanceof Element)) return undefined;
  const link = event.target.closest('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return undefined;
  return `${link.pathname}${link.search}${link.hash}`;
}

/**
 * Listens for code that cannot be loaded: reloads once per address. `navigation` answers the
 * address a navigation under way is going to (the failed code is usually its page), if any; else
 * the store goes to the address of the link last followed in place, if the shopper's last click
 * was one; else it reloads the page it is on.
 */
export function reloadWhenCodeIsMissing(navigation: () => string | undefined): void {
  let lastLinkInPlace: string | undefined;
  // Bubbling to the window, the click has been through the app's handlers (React listens on the
  // root), so it is known whether the app took the link.
  window.addEventListener('click', (event) => {
    lastLinkInPlace = linkOpenedInPlace(event);
  });
  window.addEventListener('vite:preloadError', (event) => {
    const error: unknown = event.payload;
    if (error instanceof Object) missing.add(error);
    const address = navigation() ?? lastLinkInPlace ?? `${window.location.pathname}${window.location.search}`;
    if (!firstReloadOf(address)) return;
    // The failure still goes on to the error screen, which says what happens while the page reloads.
    window.location.assign(address);
  });
}
