declare global {
  interface Window {
    /** Set by the boot script (src/lib/hydration/boot.js); absent where it did not run (tests). */
    storeCannotStart?: () => void;
  }
}

/**
 * The app could not start (its code failed to load): the boot script leaves the page as it is
 * without JavaScript, the notes saying what needs the app.
 */
export function cannotStart(): void {
  window.storeCannotStart?.();
}
