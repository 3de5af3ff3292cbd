import { lazy, startTransition, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  ShellActionsProvider,
  type CollectionToOpen,
  type ShellActions,
} from '../../components/shell-actions';
import type { AgeQuestion } from '../../components/age-check/age-question';
import type { Product } from '../../domain/commerce';
import { collectionByHandleQueryOptions, loadCartRequests, loadStorefrontTransport } from '../../lib/shopify';
import { quizQueryOptions } from '../../lib/sanity/queries/quiz';
import { usePreload } from '../../lib/hydration/use-preload';

// Each dialog's code loads when it is first needed, never in the page's first wave. The cart
// drawer's, the cart's requests and the Storefront API's transport are fetched once the page
// answers taps (usePreload): Add to Cart and the header's cart need them. The pages whose own
// controls open the quiz, a collection or a product's details fetch that dialog's code with their
// own (src/app/router.tsx); the others, when it first opens. The quiz's and a collection's data are
// asked for as the shopper opens them, beside the dialog's code rather than once it has come (for
// that, the quiz's query is part of every page's first load: 0.3 kB gzip).
export const loadQuizDialog = () => import('../../features/quiz/quiz-dialog');
const QuizDialog = lazy(loadQuizDialog);
const SearchPalette = lazy(() => import('../../features/search/search-palette'));
const loadCartDrawer = () => import('../../features/cart/cart-drawer');
const CartDrawer = lazy(loadCartDrawer);
export const loadCollectionDialog = () => import('../../features/collections/collection-dialog');
const CollectionDialog = lazy(() =>
  loadCollectionDialog().then((module) => ({ default: module.CollectionDialog })),
);
export const loadProductDetailDialog = () => import('../../features/product/product-detail-dialog');
const ProductDetailDialog = lazy(loadProductDetailDialog);
const AgeCheckDialog = lazy(() => import('./age-check-dialog'));

type Dialog =
  | { kind: 'quiz'; concern?: string; medications?: boolean }
  | { kind: 'search' }
  | { kind: 'cart' }
  | ({ kind: 'collection' } & CollectionToOpen);

/**
 * The store's global dialogs (quiz, search palette, collection, cart drawer), opened from any page
 * through the shell actions. One is open at a time, and going to another page closes it. A
 * product's details open over it (the quiz's "View Details") and close with it. A dialog belongs to
 * the address the shopper was at when they opened it: React Router shows a new page in a
 * transition, after the address has changed, and a dialog opened meanwhile (Quiz tapped right after
 * Login sent the shopper home) stays open when that page shows.
 */
export function StoreShellActions({ children }: { children: ReactNode }) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [dialogAddress, setDialogAddress] = useState<string | null>(null);
  // Dialogs stay mounted after their first opening so that closing them can animate.
  const [opened, setOpened] = useState<ReadonlySet<Dialog['kind']>>(new Set());
  // The product stays set while its dialog closes, so it animates out with its content.
  const [details, setDetails] = useState<{ product: Product; open: boolean } | null>(null);
  // The age question stays set while it closes; `settle` answers whoever asked.
  const [ageCheck, setAgeCheck] = useState<{
    question: AgeQuestion;
    open: boolean;
    settle: (dateOfBirth: string | null) => void;
    /** A fresh question each time: the dialog's answer and refusal are not carried over. */
    asked: number;
  } | null>(null);
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    if (pathname !== dialogAddress) {
      setDialog(null);
      if (details?.open) setDetails({ ...details, open: false });
    }
  }

  const actions = useMemo<ShellActions>(() => {
    const open = (next: Dialog) => {
      startTransition(() => {
        setDialog(next);
        setDialogAddress(window.location.pathname);
        setOpened((kinds) => (kinds.has(next.kind) ? kinds : new Set(kinds).add(next.kind)));
      });
    };
    return {
      openQuiz: (options) => {
        void queryClient.prefetchQuery(quizQueryOptions);
        open({ kind: 'quiz', concern: options?.concern, medications: options?.medications });
      },
      openSearch: () => open({ kind: 'search' }),
      openCart: () => open({ kind: 'cart' }),
      openCollection: (collection) => {
        void queryClient.prefetchQuery(collectionByHandleQueryOptions(collection.handle));
        open({ kind: 'collection', ...collection });
      },
      openProduct: (product) =>
        startTransition(() => {
          setDetails({ product, open: true });
          setDialogAddress(window.location.pathname);
        }),
      askAge: (question) =>
        new Promise<string | null>((settle) =>
          startTransition(() =>
            setAgeCheck((last) => ({ question, open: true, settle, asked: (last?.asked ?? 0) + 1 })),
          ),
        ),
    };
  }, [queryClient]);
  const close = () => {
    setDialog(null);
    if (details?.open) setDetails({ ...details, open: false });
  };
  usePreload(loadCartDrawer, loadCartRequests, loadStorefrontTransport);

  return (
    <ShellActionsProvider value={actions}>
      {children}
      <Suspense fallback={null}>
        {opened.has('quiz') && (
          <QuizDialog
            open={dialog?.kind === 'quiz'}
            initialConcern={dialog?.kind === 'quiz' ? dialog.concern : undefined}
            atMedications={dialog?.kind === 'quiz' && dialog.medications === true}
            onClose={close}
          />
        )}
        {opened.has('search') && <SearchPalette open={dialog?.kind === 'search'} onClose={close} />}
        {opened.has('cart') && <CartDrawer open={dialog?.kind === 'cart'} onClose={close} />}
        {dialog?.kind === 'collection' && (
          <CollectionDialog
            open
            title={dialog.title}
            titleHidden={dialog.titleHidden}
            handle={dialog.handle}
            onClose={close}
          />
        )}
        {details && (
          <ProductDetailDialog
            product={details.product}
            open={details.open}
            onClose={() => setDetails({ ...details, open: false })}
          />
        )}
        {ageCheck && (
          <AgeCheckDialog
            key={ageCheck.asked}
            question={ageCheck.question}
            open={ageCheck.open}
            onAnswer={(dateOfBirth) => {
              ageCheck.settle(dateOfBirth);
              setAgeCheck({ ...ageCheck, open: false });
            }}
          />
        )}
      </Suspense>
    </ShellActionsProvider>
  );
}
