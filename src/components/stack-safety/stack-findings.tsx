/**
 * Where the pages put the stack check. These wrappers are all the pages carry on first load: the
 * check reads the shopper's cart, known only in the browser, so it shows once the page has
 * hydrated, and its code (queries, texts and icons) loads then.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { useHydrated } from '../../lib/hydration/use-hydrated';
import type * as ViewsModule from './stack-findings-view';
import type {
  ProductStackFindingsViewProps,
  StackFindingsMarkViewProps,
  StackFindingsNoteViewProps,
  StackFindingsViewProps,
} from './stack-findings-view';

type Views = typeof ViewsModule;

const loadViews = () => import('./stack-findings-view');

/** The check's code could not be loaded (offline): said where its summary would be, never an "all clear". */
function CouldNotCheck() {
  return <p role="alert">We could not check your stack right now.</p>;
}

const Nothing = () => null;

function afterHydration<Props extends object>(
  pick: (views: Views) => ComponentType<Props>,
  failed: ComponentType<Props>,
) {
  const View = lazy(() =>
    loadViews().then(
      (views) => ({ default: pick(views) }),
      () => ({ default: failed }),
    ),
  );
  return function AfterHydration(props: Props) {
    if (!useHydrated()) return null;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  };
}

/** The findings for the cart's products, and those `alongside` (the quiz's recommendations). */
export const StackFindings = afterHydration<StackFindingsViewProps>(
  (views) => views.StackFindingsView,
  CouldNotCheck,
);

/** "With your cart" on a product's page: its findings with the cart's products and the medications. */
export const ProductStackFindings = afterHydration<ProductStackFindingsViewProps>(
  (views) => views.ProductStackFindingsView,
  Nothing,
);

/** One product's findings in short (a product card), pointing to the summary. */
export const StackFindingsNote = afterHydration<StackFindingsNoteViewProps>(
  (views) => views.StackFindingsNoteView,
  Nothing,
);

/** A cart line's mark: the worst finding's severity, pointing to the summary that says them once. */
export const StackFindingsMark = afterHydration<StackFindingsMarkViewProps>(
  (views) => views.StackFindingsMarkView,
  Nothing,
);
