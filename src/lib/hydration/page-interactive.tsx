import { lazy, memo, Suspense, useEffect, type ComponentType } from 'react';
import { handOverHeldForms } from './early-input';
import { whenNear } from './when-near';

/** Whether a prerendered page is being hydrated: main.tsx says so before it starts. */
let hydrating = false;
const waiting = new Set<() => void>();
/** The parts below the first screen that wait for the page to answer (`lazyBelowFirstScreen`). */
const partsWaiting = new Set<() => void>();
/** The longest a task waits for the browser to be idle. */
const IDLE_TIMEOUT_MS = 1000;

/**
 * main.tsx, before it hydrates a prerendered page: work asked for with `afterPageInteractive`
 * waits until the whole page has hydrated, rather than running between the frame's commit and
 * the page's.
 */
export function holdUntilPageInteractive(): void {
  hydrating = true;
}

/**
 * Runs `task` in a task of its own once the page answers taps: at once (in a task) when it does
 * already, or when the page is rendered rather than hydrated. Answers a function that cancels it.
 * Fetching a first tap's code (`usePreload`, `useCodeOnceMounted`) waits so: asked for as the
 * frame hydrated, each `import()` added its `modulepreload` links (50 ms at 4x CPU for the phone
 * menu's) in a task the page's own hydration waited behind.
 */
export function afterPageInteractive(task: () => void): () => void {
  let cancelTask: (() => void) | undefined;
  const start = () => {
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelTask = () => cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(task, 0);
      cancelTask = () => clearTimeout(timer);
    }
  };
  if (hydrating) waiting.add(start);
  else start();
  return () => {
    waiting.delete(start);
    cancelTask?.();
  };
}

/**
 * `onRecoverableError` for hydrating a prerendered page. A part hydrated once the page answers taps
 * (`lazyBelowFirstScreen`) may find answers that the refresh after hydration renewed since the
 * build (a review published since, an editor's change): React then draws that part afresh from
 * them, as it should, and that is not reported. Any other recoverable error is, as React would.
 */
export function reportRecoverableError(error: unknown): void {
  if (!hydrating && isHydrationMismatch(error)) return;
  reportError(error);
}

/** React's "Hydration failed because the server rendered … didn't match the client" (#418 in production). */
const isHydrationMismatch = (error: unknown) =>
  error instanceof Error && /(\/errors\/418\b|^Hydration failed)/.test(error.message);

/**
 * Rendered last in the frame of every page, in its innermost Suspense boundary: its effect runs
 * once React has hydrated (or rendered) the whole page, which then answers taps, but for the parts
 * below the first screen that wait for it (`lazyBelowFirstScreen`). It marks
 * `<html data-interactive>`, the moment the tests and the bench wait for (prerendered HTML is
 * readable long before), starts what waited for it (`afterPageInteractive`): those parts
 * first, then the rest (among it the first tap's code, `usePreload`), then `then`, and sends
 * again the Add to Cart the boot script held meanwhile.
 */
export function PageInteractive({ then }: { then?: () => void }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-interactive', '');
    hydrating = false;
    for (const resolve of partsWaiting) afterPageInteractive(resolve);
    partsWaiting.clear();
    for (const start of waiting) start();
    waiting.clear();
    const cancel = then ? afterPageInteractive(then) : undefined;
    handOverHeldForms();
    return cancel;
    // Once, when the first page is in: the frame stays as the shopper moves on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * How far ahead of the screen a part below the first screen takes its code: half a screen's height.
 * A product page's sections start about 1.9 screens down on a phone (1,576 px of 844): a whole
 * screen ahead, they took it as the page answered.
 */
const NEAR_THE_SCREEN = '50% 0px';

/** Resolves once the element `selector` names comes near the screen (at once if there is none). */
function nearTheScreen(selector: string): Promise<void> {
  const element = document.querySelector(selector);
  return new Promise((resolve) => (element ? whenNear(element, resolve, NEAR_THE_SCREEN) : resolve()));
}

/**
 * A part below a prerendered page's first screen, whose code the page can answer taps without:
 * `lazy()`, its code loaded once the page answers and the part comes within half a screen of
 * being seen (it is drawn inside an element of class `holder`, watched for that: a jump into the
 * part, as to a link's `#reviews`, comes near it too). React keeps the part's prerendered HTML
 * until then, where a link is a link, and hydrates it once its code has come: a shopper who stays
 * on the first screen never pays for it. A page rendered rather than hydrated shows it at once:
 * the route's loader calls `load`, so the code comes with the page's data (and a part still
 * waiting for the screen, on the prerendered page the shopper left, stops waiting).
 *
 * `Part` is the holder around a Suspense boundary, drawn again only when its props change: React
 * would replace a boundary still waiting for its code with its (empty) fallback on any update,
 * such as the page rendering again when a refresh after hydration fails. So give it props that
 * stay the same (an id, not an answer a refresh may replace) and let it read its data itself.
 */
export function lazyBelowFirstScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  holder: string,
) {
  let needed = () => {};
  const neededNow = new Promise<void>((resolve) => (needed = resolve));
  const Code = lazy(async () => {
    if (hydrating) {
      await new Promise<void>((resolve) => partsWaiting.add(() => resolve()));
      await Promise.race([nearTheScreen(`.${holder}`), neededNow]);
    }
    return { default: await load() };
  });
  const Part = memo(function BelowFirstScreen(props: Props) {
    return (
      <div className={holder}>
        <Suspense fallback={null}>
          <Code {...props} />
        </Suspense>
      </div>
    );
  });
  return {
    Part,
    load: () => {
      needed();
      return load();
    },
  };
}
