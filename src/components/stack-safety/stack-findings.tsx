/**
 * Where the pages put the stack check. These wrappers are all the pages carry on first load: the
 * check (its queries, texts and icons) loads once the page has hydrated and the browser is idle, and
 * never holds up the first paint, the prerendered HTML or the drawer that Add to Cart opens.
 */
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useHydrated } from '../../lib/hydration/use-hydrated';
import { whenIdle } from '../../lib/when-idle';
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

/**
 * True once the browser has been idle since this part appeared: the check starts after what the
 * shopper asked for (the cart drawer opening after Add to Cart) has been drawn, not in its way.
 */
function useIdleSinceMount(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}

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
    const hydrated = useHydrated();
    const idle = useIdleSinceMount();
    if (!hydrated || !idle) return null;
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
