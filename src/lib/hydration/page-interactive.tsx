import { useEffect } from 'react';

/** Whether a prerendered page is being hydrated: main.tsx says so before it starts. */
let hydrating = false;
const waiting = new Set<() => void>();
/** What waits with `whenPageAnswers`: started before the rest. */
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
 * Rendered last in the frame of every page, in its innermost Suspense boundary: its effect runs
 * once React has hydrated (or rendered) the whole page, which then answers taps, but for the parts
 * below the first screen that wait for it (`whenPageAnswers`). It marks `<html data-interactive>`,
 * the moment the tests and the bench wait for (prerendered HTML is readable long before), and
 * starts what waited for it (`afterPageInteractive`): those parts first, then `then`.
 */
export function PageInteractive({ then }: { then?: () => void }) {
  useEffect(() => {
    document.documentElement.setAttribute('data-interactive', '');
    hydrating = false;
    for (const resolve of partsWaiting) afterPageInteractive(resolve);
    partsWaiting.clear();
    const cancel = then ? afterPageInteractive(then) : undefined;
    for (const start of waiting) start();
    waiting.clear();
    return cancel;
    // Once, when the first page is in: the frame stays as the shopper moves on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * Resolves once the page answers taps, in a task of its own (`afterPageInteractive`) ahead of the
 * rest; at once when it answers already, or is rendered rather than hydrated. A part below the
 * first screen waits for it before loading its code, `lazy(async () => { await whenPageAnswers();
 * return import('…') })`: React keeps the part's prerendered HTML until then, and hydrates it once
 * its code has come.
 */
export function whenPageAnswers(): Promise<void> {
  return hydrating ? new Promise((resolve) => partsWaiting.add(() => resolve())) : Promise.resolve();
}
