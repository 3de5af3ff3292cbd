/**
 * Where the pages put the stack check. These wrappers are all the pages carry on first load: the
 * check reads the shopper's cart, known only in the browser, so it shows once its code (queries,
 * texts and icons) has loaded, which starts once the part is mounted (useCodeOnceMounted).
 */
import type { ComponentType } from 'react';
import { useCodeOnceMounted } from '../../lib/hydration/use-code-once-mounted';
import type * as ViewsModule from './stack-findings-view';
import type {
  ProductStackFindingsViewProps,
  StackFindingsMarkViewProps,
  StackFindingsNoteViewProps,
  StackFindingsViewProps,
} from './stack-findings-view';

type Views = typeof ViewsModule;

/** The views, or `failed` when their code could not be loaded (offline). */
const loadViews = () => import('./stack-findings-view').catch(() => 'failed' as const);

/** The check's code could not be loaded (offline): said where its summary would be, never an "all clear". */
function CouldNotCheck() {
  return <p role="alert">We could not check your stack right now.</p>;
}

const Nothing = () => null;

function afterHydration<Props extends object>(
  pick: (views: Views) => ComponentType<Props>,
  failed: ComponentType<Props>,
) {
  return function AfterHydration(props: Props) {
    const views = useCodeOnceMounted(loadViews);
    if (views === null) return null;
    const View = views === 'failed' ? failed : pick(views);
    return <View {...props} />;
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
