import { useCallback, useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { whenNear } from '../../lib/hydration/when-near';

export type CarouselApi = EmblaCarouselType;

/** How near the screen a carousel comes before its engine loads and starts. */
const NEAR = '200px';

/** Embla's engine (7 kB gzip): not in a page's first load, it loads as a carousel comes near. */
const loadEmbla = () => import('embla-carousel');

/**
 * Embla on a viewport element (the ref this returns), as embla-carousel-react does, except that
 * the engine loads and starts only when the carousel comes near the screen: the slides are
 * prerendered and need it only to move, and each carousel measures its slides in its own moment
 * rather than all at once. Until then `api` is undefined and the carousel shows its first slides.
 * `move(action)` runs a move now, or starts the engine at once and runs it then (a button shown
 * before the engine has started, as the hero slideshow's, is not pressed to no effect).
 * Options and plugins (`plugins()`, which may load their code too) are read once, on start.
 */
export function useEmbla(
  options: EmblaOptionsType,
  plugins?: () => Promise<EmblaPluginType[]>,
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
    let gone = false;
    const start = async () => {
      const { options, plugins } = settings.current;
      const [{ default: EmblaCarousel }, added] = await Promise.all([loadEmbla(), plugins?.() ?? []]);
      if (gone) return;
      carousel = EmblaCarousel(viewport, options, added);
      setApi(carousel);
      pendingMove.current?.(carousel);
      pendingMove.current = null;
    };
    // Offline for a moment: the slides stay as they are, and scroll natively no more than before.
    const begin = () => void start().catch(() => undefined);
    const cancel = wanted ? (begin(), () => {}) : whenNear(viewport, begin, NEAR);
    return () => {
      gone = true;
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
