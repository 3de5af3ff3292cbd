/**
 * How a prerendered page becomes interactive (docs/page-loading.md).
 *
 * The header and the page are Suspense boundaries that React hydrates one after another, each
 * when it gets to it. Parts a shopper reads before using them (the footer, the home page's
 * sections below the hero) are deferred parts: their code is not in the first load, their
 * prerendered HTML stays in place, and they hydrate when the browser is idle after the header
 * and the page, or at once when the shopper points at, focuses or taps one.
 *
 * Whatever changes the look of every part at once (the seasonal campaign's theme) waits until
 * all of them are hydrated: a boundary still to hydrate must find exactly the HTML that was
 * prerendered.
 */
import {
  Suspense,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { whenIdle } from '../when-idle';
import { useHydrated } from './use-hydrated';

export type FramePart = 'header' | 'page';
const FRAME_PARTS: readonly FramePart[] = ['header', 'page'];

/** Set on <html> once the page responds to the shopper (prerendered HTML is readable earlier). */
const INTERACTIVE_ATTRIBUTE = 'data-interactive';
/** Names the wrapper of a deferred part in the page, so a tap can tell which part it landed in. */
const DEFERRED_PART_ATTRIBUTE = 'data-deferred-part';

const hydratedParts = new Set<FramePart>();
/** Deferred parts mounted but not yet hydrated (their code is still to load). */
let waitingParts = 0;
const frameListeners = new Set<() => void>();
const allListeners = new Set<() => void>();

const frameHydrated = () => FRAME_PARTS.every((part) => hydratedParts.has(part));
const allHydrated = () => frameHydrated() && waitingParts === 0;

function notify() {
  if (!frameHydrated()) return;
  for (const listener of [...frameListeners]) listener();
  if (!allHydrated()) return;
  document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  for (const listener of [...allListeners]) listener();
}

/** Rendered last in the header's and the page's boundary: its effect runs once that part is hydrated. */
export function FramePartHydrated({ part }: { part: FramePart }) {
  useEffect(() => {
    if (hydratedParts.has(part)) return;
    hydratedParts.add(part);
    notify();
  }, [part]);
  return null;
}

/** Runs `listener` once when `ready()` holds, checked now and on every change; returns an unsubscribe. */
function once(ready: () => boolean, listeners: Set<() => void>, listener: () => void): () => void {
  if (ready()) {
    listener();
    return () => {};
  }
  const wrapped = () => {
    listeners.delete(wrapped);
    listener();
  };
  listeners.add(wrapped);
  return () => listeners.delete(wrapped);
}

/** Runs `listener` once the header and the page are hydrated; returns an unsubscribe function. */
const afterFrameHydrated = (listener: () => void) => once(frameHydrated, frameListeners, listener);

/** Runs `listener` once every part of the page is hydrated; returns an unsubscribe function. */
export const afterAllHydrated = (listener: () => void) => once(allHydrated, allListeners, listener);

/**
 * False while a prerendered page hydrates, true once its header, page and deferred parts all
 * have. The switch is a transition: the re-render it causes runs in short slices.
 */
export function useFrameHydrated(): boolean {
  const [hydrated, setHydrated] = useState(allHydrated);
  useEffect(() => afterAllHydrated(() => startTransition(() => setHydrated(true))), []);
  return hydrated;
}

/** A deferred part no longer holds back the page's "all hydrated" (hydrated, or gone). */
function stopCounting(part: { counted: boolean }) {
  if (!part.counted) return;
  part.counted = false;
  waitingParts -= 1;
  notify();
}

interface DeferredPartState {
  /** Loads the part's code (once); true when it has loaded. */
  start(): Promise<boolean>;
  /** Whether the part's content has been rendered by React (hydrated, or rendered afresh). */
  live: boolean;
  whenLive: Promise<void>;
  markLive(): void;
}

const deferredParts = new Map<string, DeferredPartState>();

/** Loads every deferred part's code: the prerender does, so that it renders them in full. */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all([...deferredParts.values()].map((part) => part.start()));
}

/**
 * Null when the app answers a tap on `element` at once; otherwise (the element is in a deferred
 * part still to hydrate) a promise that settles when it does, rejected if its code cannot load.
 * Asking starts loading the part's code.
 */
export function whenAnswering(element: Element): Promise<void> | null {
  const name = element.closest(`[${DEFERRED_PART_ATTRIBUTE}]`)?.getAttribute(DEFERRED_PART_ATTRIBUTE);
  const part = name ? deferredParts.get(name) : undefined;
  if (!part || part.live) return null;
  const failed = part.start().then((loaded) => {
    if (!loaded) throw new Error(`The code of "${name}" could not load`);
    return part.whenLive;
  });
  return Promise.race([part.whenLive, failed]);
}

/**
 * A component whose code loads apart from the page's first load (see above), named for the taps
 * it may receive before then. Rendered in the browser after a navigation it loads at once (unless
 * `preload()` already has), showing nothing until it has. If its code cannot load (offline), the
 * prerendered HTML stays and the next trigger tries again.
 */
export function deferredPart<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> & { preload(): Promise<void> } {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<boolean> | undefined;
  let markLoaded = () => {};
  // Marked fulfilled by hand, as React does with the promises it tracks: a render after the code
  // has loaded (the prerender's, for one) reads it at once instead of suspending.
  const loaded = new Promise<void>((resolve) => (markLoaded = resolve));
  const start = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
        Object.assign(loaded, { status: 'fulfilled', value: undefined });
        markLoaded();
        return true;
      },
      () => {
        loading = undefined;
        return false;
      },
    ));
  let markLive = () => {};
  const state: DeferredPartState = {
    start,
    live: false,
    whenLive: new Promise<void>((resolve) => (markLive = resolve)),
    markLive() {
      state.live = true;
      markLive();
    },
  };
  deferredParts.set(name, state);

  function Content({ props, onHydrated }: { props: P; onHydrated: () => void }) {
    // Hydrating, the part waits for its moment (see DeferredPart); rendered afresh, it loads now.
    const hydrating = !useHydrated();
    if (!Loaded && !hydrating) void start();
    use(loaded);
    useEffect(onHydrated, [onHydrated]);
    // The same element when only `hydrating` changes: React then leaves the part as it is.
    return useMemo(() => {
      const Component = Loaded as ComponentType<P>;
      return <Component {...props} />;
    }, [props]);
  }

  function DeferredPart(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const waiting = useRef({ hydrated: false, counted: false, stopWaiting: () => {} });
    const onHydrated = useCallback(() => {
      waiting.current.hydrated = true;
      waiting.current.stopWaiting();
      stopCounting(waiting.current);
      state.markLive();
    }, []);

    useEffect(() => {
      const current = waiting.current;
      if (current.hydrated) return undefined;
      current.counted = true;
      waitingParts += 1;
      let cancelIdle = () => {};
      const stopFrameWait = afterFrameHydrated(() => {
        cancelIdle = whenIdle(() => void start());
      });
      // On the window, in the capture phase: React stops events aimed at parts it has yet to hydrate.
      const element = wrapper.current;
      const now = (event: Event) => {
        if (element && event.target instanceof Node && element.contains(event.target)) void start();
      };
      const listen = { capture: true, passive: true } as const;
      window.addEventListener('pointerover', now, listen);
      window.addEventListener('focusin', now, listen);
      current.stopWaiting = () => {
        stopFrameWait();
        cancelIdle();
        window.removeEventListener('pointerover', now, listen);
        window.removeEventListener('focusin', now, listen);
      };
      return () => {
        current.stopWaiting();
        stopCounting(current);
      };
    }, []);

    return (
      <div ref={wrapper} {...{ [DEFERRED_PART_ATTRIBUTE]: name }} style={{ display: 'contents' }}>
        <Suspense fallback={null}>
          <Content props={props} onHydrated={onHydrated} />
        </Suspense>
      </div>
    );
  }
  // A route's loader preloads its parts, so a navigation shows the page whole.
  return Object.assign(DeferredPart, { preload: () => start().then(() => undefined) });
}
