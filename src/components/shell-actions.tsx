import { createContext, useContext, useMemo, type MouseEvent } from 'react';
import type { Product } from '../domain/commerce';
import { paths } from '../config/paths';
import type { AgeQuestion } from './age-check/age-question';

/** A collection of products, as the collection dialog and its page show it. */
export interface CollectionToOpen {
  /** The collection's Shopify handle: its page is /collections/{handle}. */
  handle: string;
  /** The dialog's accessible name: "Shop Our Collection", or "{topic} Products" on the learn page. */
  title: string;
  /** The title names the dialog for assistive technology only (condition pages). */
  titleHidden?: boolean;
}

/**
 * Actions that open the store's global dialogs (quiz, search, a collection of products, the cart,
 * a product's details) from any page. The shell provides them; pages only call them, so a page never
 * imports the dialogs.
 */
export interface ShellActions {
  /**
   * Opens the wellness quiz, optionally with a health concern (a quiz concern value) pre-selected, or
   * with its medications question open (`medications`): on the last step when the shopper's last
   * answers are kept.
   */
  openQuiz: (options?: { concern?: string; medications?: boolean }) => void;
  /** Opens the search palette. */
  openSearch: () => void;
  /** Opens the products of a Shopify collection in a dialog. */
  openCollection: (collection: CollectionToOpen) => void;
  /** Opens the cart drawer (after Add to Cart, or from the header's cart button). */
  openCart: () => void;
  /**
   * Opens a product's details ("View Full Details"), over the dialog open if any (the quiz's
   * recommendations), which shows again when they close.
   */
  openProduct: (product: Product) => void;
  /**
   * Asks the shopper's date of birth before an age-restricted product is bought (use it through
   * `useAgeCheck`): settles with it (`YYYY-MM-DD`) for a shopper of 18 or more, or null when the
   * shopper is refused or closes the question.
   */
  askAge: (question: AgeQuestion) => Promise<string | null>;
}

const ShellActionsContext = createContext<ShellActions | null>(null);

export const ShellActionsProvider = ShellActionsContext.Provider;

export function useShellActions(): ShellActions {
  const actions = useContext(ShellActionsContext);
  if (!actions) throw new Error('useShellActions must be used within the store layout');
  return actions;
}

/** A plain click with the main button: the shopper wants it here, not in a new tab or window. */
function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * Props for a link (React Router's `Link`, or an MUI Button or Link with `component={RouterLink}`)
 * that opens something in place once the app runs (a dialog, a drawer) and is still a real link to
 * the page that shows the same: it works before the app has loaded, without JavaScript, in a new tab
 * and when shared.
 */
export function opensInPlace(to: string, open: () => void) {
  return {
    to,
    onClick: (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      open();
    },
  } as const;
}

/** Links to the quiz, a collection and the cart, which open their dialog in place (see `opensInPlace`). */
export function useShellLinks() {
  const { openQuiz, openCollection, openCart } = useShellActions();
  return useMemo(
    () => ({
      /** The quiz, with `concern` (a quiz concern value) ticked when given. */
      quiz: (concern?: string) =>
        opensInPlace(concern ? paths.quizFor(concern) : paths.quiz, () =>
          concern ? openQuiz({ concern }) : openQuiz(),
        ),
      /** The quiz's medications question (the whole quiz when there are no last answers yet). */
      medicationsQuestion: () => opensInPlace(paths.quiz, () => openQuiz({ medications: true })),
      collection: (collection: CollectionToOpen) =>
        opensInPlace(paths.collection(collection.handle), () => openCollection(collection)),
      cart: () => opensInPlace(paths.cart, openCart),
    }),
    [openQuiz, openCollection, openCart],
  );
}
