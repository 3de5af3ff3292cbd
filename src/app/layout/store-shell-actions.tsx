import {
  lazy,
  startTransition,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
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
// controls open the quiz, a collection or a product's details fetch that dialog's code before a
// tap needs it (src/app/router.tsx); the others, when it first opens. The quiz's and a
// collection's data are asked for as the shopper opens them, beside the dialog's code rather than
// once it has come (for that, the quiz's query is part of every page's first load: 0.3 kB gzip).
export const loadQuizDialog = () => import('../../features/quiz/quiz-dialog');
const QuizDialog = lazy(loadQuizDialog);
const SearchPalette = lazy(() => import('../../features/search/search-palette'));
// The cart drawer is not lazy(): Add to Cart opens it once its module is in, by an urgent update,
// which React renders in one task, where a transition's render yields to the browser every few
// milliseconds and each yield paints the page (docs/page-loading.md, idea 8).
const loadCartDrawer = () => import('../../features/cart/cart-drawer');
type CartDrawerView = ComponentType<{ open: boolean; onClose: () => void }>;
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
  // The cart drawer once its code has come (opening it waits for that), or why it could not come,
  // which goes to the store's error screen as a lazy dialog's would.
  const [CartDrawer, setCartDrawer] = useState<CartDrawerView | null>(null);
  const [cartFailure, setCartFailure] = useState<unknown>(null);
  if (cartFailure) throw cartFailure;
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
      openCart: () => {
        const address = window.location.pathname;
        loadCartDrawer().then(({ CartDrawer: drawer }) => {
          // The shopper went on to another page before the code came: the cart stays closed.
          if (window.location.pathname !== address) return;
          setCartDrawer(() => drawer);
          setDialog({ kind: 'cart' });
          setDialogAddress(address);
        }, setCartFailure);
      },
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
        {CartDrawer && <CartDrawer open={dialog?.kind === 'cart'} onClose={close} />}
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
