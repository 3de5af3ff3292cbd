/**
 * jsdom lays nothing out, so an Embla carousel there sees zero-width slides and one position.
 * This gives slides a width and a place in their row (one per view by default) and stubs the browser
 * APIs Embla relies on (observers, matchMedia), so tests can drive a carousel as a shopper would.
 * Test-only code.
 */
import { vi } from 'vitest';

const VIEW_WIDTH = 1000;

function isSlide(element: HTMLElement): boolean {
  return element.getAttribute('aria-roledescription') === 'slide';
}

class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** An IntersectionObserver for which everything observed is on screen (as the carousels are). */
class OnScreenObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  observe(target: Element) {
    queueMicrotask(() =>
      this.callback(
        [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      ),
    );
  }
}

function matchMediaStub(reducedMotion: boolean) {
  return (query: string): MediaQueryList => ({
    matches: reducedMotion && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}

interface CarouselLayout {
  /** How many slides fit side by side in a carousel's view. */
  slidesPerView?: number;
  /** Makes the page report `prefers-reduced-motion: reduce`. */
  reducedMotion?: boolean;
}

/** Call in `beforeEach` or a test; the config's `restoreMocks` and `vi.unstubAllGlobals()` undo it. */
export function layOutCarousels({ slidesPerView = 1, reducedMotion = false }: CarouselLayout = {}): void {
  const slideWidth = VIEW_WIDTH / slidesPerView;
  vi.stubGlobal('matchMedia', matchMediaStub(reducedMotion));
  vi.stubGlobal('ResizeObserver', InertObserver);
  vi.stubGlobal('IntersectionObserver', OnScreenObserver);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return isSlide(this) ? slideWidth : VIEW_WIDTH;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => 400);
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    if (!isSlide(this) || !this.parentElement) return 0;
    return Array.prototype.indexOf.call(this.parentElement.children, this) * slideWidth;
  });
}
