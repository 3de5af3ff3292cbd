/**
 * The app's side of the boot script's early input (boot.js, docs/page-loading.md).
 *
 * Until React listens on the page, the boot script holds the taps that only the app can carry out.
 * Once `hydrateRoot` has been called, the app takes over: each held tap is replayed on the very
 * element the shopper pressed (hydration keeps the prerendered elements), and React hydrates the
 * page at once to answer it, as it does for any tap made while it hydrates. Fields typed into
 * before then are told to React, which would otherwise keep its own empty value for them.
 */
interface AnsweringApp {
  /** Called right before a held tap on `element` is replayed. */
  prepare(element: Element): void;
  /** A field the shopper changed before the app took over. */
  announce(field: Element): void;
}

interface EarlyInput {
  /** Answers how many taps were held. */
  handOver(app: AnsweringApp): number;
  release(): void;
}

declare global {
  interface Window {
    /** Set by the boot script (src/lib/hydration/boot.js); absent where it did not run (tests). */
    storeEarlyInput?: EarlyInput;
  }
}

/**
 * Call right after `hydrateRoot` (or `createRoot(...).render`): React now listens on the page.
 * Answers how many taps the shopper made before then, now replayed.
 */
export function takeOverEarlyInput(): number {
  return window.storeEarlyInput?.handOver({ prepare: hydrateCheckable, announce: announceField }) ?? 0;
}

/** The app could not start: held forms and links go ahead as plain HTML. */
export function releaseEarlyInput(): void {
  window.storeEarlyInput?.release();
}

/**
 * A checkbox or radio (or the label of one) is hydrated before its held tap is replayed. React
 * tells a change by comparing the box with the state it saw when it hydrated it; hydrated by the
 * replayed tap itself, it would see the box already ticked by that tap and miss the change. An
 * input event, which no checkbox or radio listens to, makes React hydrate its part first.
 */
function hydrateCheckable(element: Element): void {
  const box = element instanceof HTMLLabelElement ? element.control : element;
  if (box instanceof HTMLInputElement && (box.type === 'checkbox' || box.type === 'radio')) {
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Tells React a field's value as the shopper left it. React reads a text field's change by
 * comparing it with the value it last saw, which hydration takes from the field itself: the field
 * is first set back to its prerendered value (React hydrates it then, if it has not yet), then to
 * the shopper's, each with an input event. A select reports every change event as it is.
 */
export function announceField(field: Element): void {
  if (field instanceof HTMLSelectElement) {
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return;
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setValue) return;
  for (const value of [field.defaultValue, typed]) {
    setValue.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
