/**
 * What the shopper did in the page before React listened (docs/page-loading.md, "Early input"),
 * handed to React once it does: right after `hydrateRoot`, which hydrates the page at once to
 * answer it.
 *
 * Before the app runs, the prerendered page is plain HTML: a field takes what is typed, a checkbox
 * or radio its tick, a select its choice. React hydrates a field as it finds it but keeps its own
 * state (the prerendered value) and tells a change only by comparing the field with what it saw
 * when it hydrated it: the shopper's input would show, yet count for nothing (the quiz's Next
 * would stay disabled), and the next render would put the prerendered value back. So each field
 * that differs from its prerendered value is handed to React as a change.
 *
 * Add to Cart sent before the page answers taps is held by the boot script
 * (src/lib/hydration/boot.js, 5), and sent again once it does.
 */

declare global {
  interface Window {
    /** Set by the boot script (src/lib/hydration/boot.js); absent where it did not run (tests). */
    storeTakeHeldForms?: () => { form: HTMLFormElement; button: HTMLElement | null }[];
  }
}

/**
 * Call once the page answers taps (`PageInteractive`): the boot script stops holding Add to Cart,
 * and each form it held is sent again, now to the app. Answers how many.
 */
export function handOverHeldForms(): number {
  const held = window.storeTakeHeldForms?.() ?? [];
  for (const { form, button } of held) form.requestSubmit(button);
  return held.length;
}

/** Call right after `hydrateRoot`: React now listens on the page. Answers how many fields it was told of. */
export function handOverEarlyFields(container: ParentNode): number {
  const fields = [...container.querySelectorAll('input, textarea, select')];
  const boxes = fields.filter(isCheckable).filter((box) => box.checked !== box.defaultChecked);
  // What the shopper left in each field, read before the ticks are told: a tick re-renders what
  // it controls (Subscribe & save, its delivery select), and React then sets such fields back.
  const typed = fields
    .filter((field) => !isCheckable(field) && changedFromPrerendered(field))
    .map((field) => ({ field, value: leftIn(field) }));
  announceTicks(boxes);
  for (const { field, value } of typed) announceField(field, value);
  return boxes.length + typed.length;
}

/** A field's value as the shopper left it: a select's chosen options, a text field's text. */
function leftIn(field: Element): string[] {
  if (field instanceof HTMLSelectElement)
    return [...field.options].filter((option) => option.selected).map((option) => option.value);
  return [(field as HTMLInputElement | HTMLTextAreaElement).value];
}

const isCheckable = (field: Element): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changedFromPrerendered(field: Element): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  return (
    (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) &&
    field.value !== field.defaultValue
  );
}

/**
 * Checkboxes and radios the shopper changed are set back as prerendered, hydrated so (an input
 * event, which none of them listens to, makes React hydrate their part), then tapped: React sees
 * the tap change the box and tells the app. (Hydrated by the tap itself, it would see the box
 * already as the shopper left it and miss the change.) A radio unticked by its group's new choice
 * comes back with that choice's tap.
 */
function announceTicks(boxes: HTMLInputElement[]): void {
  const tapped = boxes.filter((box) => box.type === 'checkbox' || box.checked);
  for (const box of boxes) box.checked = box.defaultChecked;
  for (const box of tapped) {
    box.dispatchEvent(new Event('input', { bubbles: true }));
    box.click();
  }
}

/**
 * Tells React a field's value as the shopper left it (`left`). React reads a text field's change by
 * comparing it with the value it last saw, which hydration takes from the field itself: the field
 * is first set back to its prerendered value (React hydrates it then, if it has not yet), then to
 * the shopper's, each with an input event. A select is set to the shopper's choice and reports it
 * with a change event.
 */
function announceField(field: Element, left: string[]): void {
  if (field instanceof HTMLSelectElement) {
    for (const option of field.options) option.selected = left.includes(option.value);
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const setValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (!setValue) return;
  for (const value of [field.defaultValue, left[0] ?? '']) {
    setValue.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
