import type { ReactNode } from 'react';
import { ShellActionsProvider, type ShellActions } from '../../components/shell-actions';

/**
 * The seam for the store's global dialogs. The quiz, search palette and collection dialogs arrive
 * with the commerce issue; until then these actions deliberately do nothing, so pages and the
 * header can already call them. Wiring a dialog means replacing one function here.
 */
const dialogsNotYetAvailable: ShellActions = {
  openQuiz: () => {},
  openSearch: () => {},
  openCollection: () => {},
  openCart: () => {},
};

export function StoreShellActions({ children }: { children: ReactNode }) {
  return <ShellActionsProvider value={dialogsNotYetAvailable}>{children}</ShellActionsProvider>;
}
