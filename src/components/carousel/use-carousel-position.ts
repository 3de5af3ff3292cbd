import { useCallback, useSyncExternalStore } from 'react';
import type { CarouselApi } from './use-embla';

export interface CarouselPosition {
  /** Index of the selected snap (a page of slides, or one slide). */
  selectedIndex: number;
  /** How many positions the carousel can stop at; 1 when every slide is already visible. */
  snapCount: number;
}

/** Where an Embla carousel stands, kept in step with its `select` and `reInit` events. */
export function useCarouselPosition(api: CarouselApi | undefined): CarouselPosition {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => undefined;
      api.on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  const selectedIndex = useSyncExternalStore(
    subscribe,
    () => api?.selectedScrollSnap() ?? 0,
    () => 0,
  );
  const snapCount = useSyncExternalStore(
    subscribe,
    () => api?.scrollSnapList().length ?? 0,
    () => 0,
  );
  return { selectedIndex, snapCount };
}
