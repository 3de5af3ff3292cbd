import { createContext, useContext } from 'react';

/**
 * Actions that open the store's global dialogs (quiz, search, a collection of products) from any
 * page. The shell provides them; pages only call them, so a page never imports the dialogs.
 */
export interface ShellActions {
  /** Opens the wellness quiz, optionally with a health concern (a quiz concern value) pre-selected. */
  openQuiz: (options?: { concern?: string }) => void;
  /** Opens the search palette. */
  openSearch: () => void;
  /** Opens the products of a Shopify collection in a dialog with the given accessible title. */
  /** `titleHidden`: the title names the dialog for assistive technology only (condition pages). */
  openCollection: (options: { title: string; collectionId: string; titleHidden?: boolean }) => void;
  /** Opens the cart drawer (after Add to Cart, or from the header's cart button). */
  openCart: () => void;
}

const ShellActionsContext = createContext<ShellActions | null>(null);

export const ShellActionsProvider = ShellActionsContext.Provider;

export function useShellActions(): ShellActions {
  const actions = useContext(ShellActionsContext);
  if (!actions) throw new Error('useShellActions must be used within the store layout');
  return actions;
}
