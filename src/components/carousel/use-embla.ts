import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { whenIdle } from '../../lib/when-idle';

export type CarouselApi = EmblaCarouselType;

/**
 * Embla on a viewport element (the ref this returns), as embla-carousel-react does, except that
 * the engine loads when the browser is idle after the page shows: the slides are prerendered and
 * need it only to move. Until then, and if it cannot load, `api` is undefined and the carousel
 * shows its first slides without buttons. Options and plugins are read once, on start.
 */
export function useEmbla(
  options: EmblaOptionsType,
  loadPlugins?: () => Promise<EmblaPluginType[]>,
): [(viewport: HTMLElement | null) => void, CarouselApi | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<CarouselApi>();
  const settings = useRef({ options, loadPlugins });

  useEffect(() => {
    if (!viewport) return undefined;
    let carousel: CarouselApi | undefined;
    let stopped = false;
    const cancelIdle = whenIdle(() => {
      const { options, loadPlugins } = settings.current;
      Promise.all([import('embla-carousel'), loadPlugins?.() ?? []]).then(
        ([{ default: EmblaCarousel }, plugins]) => {
          if (stopped) return;
          carousel = EmblaCarousel(viewport, options, plugins);
          setApi(carousel);
        },
        // Offline: the carousel keeps showing its first slides.
        () => undefined,
      );
    });
    return () => {
      stopped = true;
      cancelIdle();
      carousel?.destroy();
      setApi(undefined);
    };
  }, [viewport]);

  return [setViewport, api];
}
