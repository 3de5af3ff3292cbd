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

/** The observers watching now, so a test can move what they watch off the screen and back. */
const watching = new Set<OnScreenObserver>();

/** An IntersectionObserver for which everything observed is on screen (as the carousels are). */
class OnScreenObserver {
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    watching.delete(this);
  }
  takeRecords() {
    return [];
  }
  observe(target: Element) {
    this.targets.add(target);
    watching.add(this);
    queueMicrotask(() => this.report(target, true));
  }
  report(target: Element, onScreen: boolean) {
    const entry = { target, isIntersecting: onScreen, intersectionRatio: onScreen ? 1 : 0 };
    this.callback([entry as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

/** The shopper scrolls every carousel off the screen (`false`), or back onto it. */
export function scrollCarousels(onScreen: boolean): void {
  for (const observer of watching) for (const target of observer.targets) observer.report(target, onScreen);
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
