import { useCallback, useEffect, useRef, useState } from 'react';
import EmblaCarousel, {
  type EmblaCarouselType,
  type EmblaOptionsType,
  type EmblaPluginType,
} from 'embla-carousel';

export type CarouselApi = EmblaCarouselType;

/**
 * Runs `task` once `element` comes near the screen (at once where IntersectionObserver is
 * missing); returns a cancel function.
 */
function whenNear(element: Element, task: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    task();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: '200px' },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Embla on a viewport element (the ref this returns), as embla-carousel-react does, except that
 * the engine starts only when the carousel comes near the screen: the slides are prerendered and
 * need it only to move, and each carousel measures its slides in its own moment rather than all at
 * once. Until then `api` is undefined and the carousel shows its first slides. `move(action)` runs
 * a move now, or starts the engine at once and runs it then (a button pressed early is not lost).
 * Options and plugins are read once, on start.
 */
export function useEmbla(
  options: EmblaOptionsType,
  plugins?: () => EmblaPluginType[],
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
  const settings = useRef({ options, plugins });

  useEffect(() => {
    if (!viewport) return undefined;
    let carousel: CarouselApi | undefined;
    const start = () => {
      const { options, plugins } = settings.current;
      carousel = EmblaCarousel(viewport, options, plugins?.() ?? []);
      setApi(carousel);
      pendingMove.current?.(carousel);
      pendingMove.current = null;
    };
    const cancel = wanted ? (start(), () => {}) : whenNear(viewport, start);
    return () => {
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
