import { useEffect, useSyncExternalStore } from 'react';

/** Ctrl+K (Cmd+K on Apple keyboards) opens search from anywhere, as in most search palettes. */
export function useSearchShortcut(openSearch: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const isShortcut =
        (event.ctrlKey || event.metaKey) &&
        !event.altKey &&
        !event.shiftKey &&
        event.key?.toLowerCase() === 'k';
      if (!isShortcut || event.isComposing) return;
      // The browser's own Ctrl+K (focus its search bar) would take the shopper away from the store.
      event.preventDefault();
      openSearch();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openSearch]);
}

const noSubscription = () => () => {};

/** "⌘K" on Apple devices, "Ctrl K" elsewhere (and before the browser is known). */
export function useSearchShortcutHint(): string {
  const apple = useSyncExternalStore(
    noSubscription,
    () => /Mac|iPhone|iPad|iPod/.test(navigator.userAgent),
    () => false,
  );
  return apple ? '⌘K' : 'Ctrl K';
}
