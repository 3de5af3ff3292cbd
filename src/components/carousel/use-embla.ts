import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { whenIdle } from '../../lib/when-idle';

export type CarouselApi = EmblaCarouselType;

/**
 * Runs `task` once `element` comes near the screen and the browser is idle (at once where
 * IntersectionObserver is missing); returns a cancel function.
 */
function whenNearAndIdle(element: Element, task: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') return whenIdle(task);
  let cancelIdle = () => {};
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(task);
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
  return () => {
    observer.disconnect();
    cancelIdle();
  };
}

/**
 * Embla on a viewport element (the ref this returns), as embla-carousel-react does, except that
 * the engine loads and starts only when the carousel comes near the screen and the browser is
 * idle: the slides are prerendered and need it only to move, and each carousel measures its
 * slides in its own moment rather than all at once. Until then, and if it cannot load, `api` is
 * undefined and the carousel shows its first slides. `move(action)` runs a move now, or starts the
 * engine at once and runs it then (a button pressed early is not lost). Options and plugins are
 * read once, on start.
 */
export function useEmbla(
  options: EmblaOptionsType,
  loadPlugins?: () => Promise<EmblaPluginType[]>,
): [
  (viewport: HTMLElement | null) => void,
  CarouselApi | undefined,
  (move: (api: CarouselApi) => void) => void,
] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<CarouselApi>();
  // A button pressed before the engine has started: it starts now, and then makes that move.
  const [wanted, setWanted] = useState(false);
  const pendingMove = useRef<((api: CarouselApi) => void) | null>(null);
  const settings = useRef({ options, loadPlugins });

  useEffect(() => {
    if (!viewport) return undefined;
    let carousel: CarouselApi | undefined;
    let stopped = false;
    const start = () => {
      const { options, loadPlugins } = settings.current;
      Promise.all([import('embla-carousel'), loadPlugins?.() ?? []]).then(
        ([{ default: EmblaCarousel }, plugins]) => {
          if (stopped) return;
          carousel = EmblaCarousel(viewport, options, plugins);
          setApi(carousel);
          pendingMove.current?.(carousel);
          pendingMove.current = null;
        },
        // Offline: the carousel keeps showing its first slides.
        () => undefined,
      );
    };
    const cancel = wanted ? (start(), () => {}) : whenNearAndIdle(viewport, start);
    return () => {
      stopped = true;
      cancel();
      carousel?.destroy();
      setApi(undefined);
    };
  }, [viewport, wanted]);

  const move = useCallback(
    (action: (api: CarouselApi) => void) => {
      if (api) return action(api);
      pendingMove.current = action;
      setWanted(true);
    },
    [api],
  );

  return [setViewport, api, move];
}
