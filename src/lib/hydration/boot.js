/*
 * The store's boot script: the one classic script of every page, written into the document's head
 * by the build (its hash is in the Content-Security-Policy, firebase.json), so it runs before the
 * page is shown and costs no request. It does what must happen before the app exists, and nothing
 * else (docs/page-loading.md):
 *
 * 1. Keeps the shopper's early input. Until the app answers, a tap on a control that only the app
 *    can carry out (a button, a checkbox, a link or form marked `data-replay`, a form with no
 *    address of its own) is held: the control shows it is working (`data-early-input`,
 *    `aria-busy`) and the app replays the tap once it can answer (src/lib/hydration/early-input.ts).
 *    Links and forms that work as HTML go ahead natively. What the shopper types before then is
 *    handed over, and a key shortcut a control declares (`aria-keyshortcuts`) becomes a tap on it.
 * 2. Notices when the app's entry (the page's module script, which the browser fetches with every
 *    module it needs, named by the page's `modulepreload` links) cannot load, and then leaves the
 *    page as it is without scripts.
 * 3. Marks `<html data-privacy-asking>` when this browser has not answered the privacy question
 *    yet, so the question stands at the top of the page from the first paint (it takes its room
 *    then, and moves nothing later: src/components/privacy/privacy-banner.tsx).
 *
 * `window.storeEarlyInput` is how the app takes over: `handOver(app)` once React listens on the page
 * (the app answers `prepare(element)` before a tap is replayed, and `announce(field)`), or
 * `release()` when it cannot start.
 *
 * (And one address rule that must act before the page shows: the shop's filter, below.)
 */
(() => {
  // A filtered shop has an address of its own (/shop/sleep, src/features/shop/shop-route.tsx). The
  // older form (/shop?category=sleep) moves there before anything is shown, so the page never
  // shows every product first. (The app maps a category's other names, /shop/heart-health.)
  const query = new URLSearchParams(location.search);
  const category = query.get('category');
  if (category && /^\/(shop|bundles|bestsellers)\/?$/.test(location.pathname)) {
    query.delete('category');
    const rest = query.toString();
    window.stop();
    location.replace(`/shop/${encodeURIComponent(category)}${rest ? `?${rest}` : ''}${location.hash}`);
    return;
  }

  const root = document.documentElement;
  // Styles may tell a page that runs scripts from one that does not (e.g. carousels scroll natively).
  root.setAttribute('data-js', '');

  // ---- 3. The privacy question ----------------------------------------------------------------

  // Asked until the browser keeps an answer as src/domain/consent.ts reads one (its four purposes
  // and when), never inside Sanity Studio's preview frame (an editor is not a shopper). The mark
  // names the region's rule, whose words the question says (consent.ts's `privacyRegionOf`; a test
  // holds the two readings of an answer and of a time zone together).
  const answered = () => {
    try {
      const kept = JSON.parse(localStorage.getItem('sankofa-wellness:privacy-choices'));
      return (
        ['analytics', 'marketing', 'preferences', 'saleOfData'].every(
          (key) => typeof kept[key] === 'boolean',
        ) &&
        typeof kept.answeredAt === 'string' &&
        !Number.isNaN(Date.parse(kept.answeredAt))
      );
    } catch {
      return false;
    }
  };
  const framed = () => {
    try {
      return window.top !== window.self;
    } catch {
      return true;
    }
  };
  const region = () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
    const unplaced = !zone.includes('/') || zone.startsWith('Etc/');
    // consent.ts's CONSENT_FIRST_ZONES: the EEA's, the UK's and Switzerland's outside `Europe/`.
    const islands = [
      'Atlantic/Azores',
      'Atlantic/Canary',
      'Atlantic/Faroe',
      'Atlantic/Madeira',
      'Atlantic/Reykjavik',
      'Africa/Ceuta',
      'Arctic/Longyearbyen',
    ];
    return unplaced || zone.startsWith('Europe/') || islands.includes(zone)
      ? 'consent-first'
      : 'decline-any-time';
  };
  if (!framed() && !answered()) root.setAttribute('data-privacy-asking', region());

  // ---- 1. Early input -------------------------------------------------------------------------

  const CONTROL = 'a[href],button,input,select,textarea,label,summary,[role],[data-replay]';
  const HELD_ROLES = ['button', 'link', 'tab', 'checkbox', 'radio', 'switch', 'option', 'menuitem'];
  const PENDING = 'data-early-input';

  /** Taps held until the app took over, in order. */
  const held = [];
  /** Fields the shopper changed before the app took over. */
  const changed = new Set();
  /** The app has taken over, or could not start: from then on every event is the page's own. */
  let stopped = false;

  const isSubmitButton = (element) =>
    element.form != null && (element.type === 'submit' || element.type === 'image');

  /**
   * The control a click lands on, if only the app can carry it out; null for a link, a field or a
   * submit button (its form's submit decides), which the browser handles as HTML.
   */
  function heldControl(target) {
    let control = target instanceof Element ? target.closest(CONTROL) : null;
    for (; control; control = control.parentElement?.closest(CONTROL) ?? null) {
      if (control.matches(':disabled')) return null;
      if (control.hasAttribute('data-replay')) return control;
      switch (control.localName) {
        case 'a':
        case 'summary':
        case 'select':
        case 'textarea':
          return null;
        case 'button':
          return isSubmitButton(control) ? null : control;
        case 'input':
          return control.type === 'checkbox' || control.type === 'radio' ? control : null;
        case 'label': {
          const field = control.control;
          return field && (field.type === 'checkbox' || field.type === 'radio') ? control : null;
        }
      }
      // An element with a role that is not a control (a slide, a rating picture) is looked through.
      if (HELD_ROLES.includes(control.getAttribute('role'))) return control;
    }
    return null;
  }

  /** A form goes ahead natively when it has an address of its own and is not marked for the app. */
  const heldForm = (form) => (form.hasAttribute('action') && !form.hasAttribute('data-replay') ? null : form);

  /** The visible control whose `aria-keyshortcuts` (e.g. "Control+K Meta+K") the key press is. */
  function shortcutControl(event) {
    if (!event.ctrlKey && !event.metaKey && !event.altKey) return null;
    for (const control of document.querySelectorAll('[aria-keyshortcuts]')) {
      if (control.getClientRects().length === 0) continue;
      const shortcuts = control.getAttribute('aria-keyshortcuts').split(/\s+/);
      if (shortcuts.some((shortcut) => isShortcut(shortcut, event))) return control;
    }
    return null;
  }

  function isShortcut(shortcut, event) {
    const keys = shortcut.split('+');
    const key = keys.pop() ?? '';
    const modifiers = {
      Control: event.ctrlKey,
      Meta: event.metaKey,
      Alt: event.altKey,
      Shift: event.shiftKey,
    };
    return (
      key.toLowerCase() === event.key?.toLowerCase() &&
      Object.keys(modifiers).every((modifier) => modifiers[modifier] === keys.includes(modifier))
    );
  }

  /** Holds `event` on `control` (a control already working ignores further taps), to `replay` later. */
  function hold(event, control, replay, form = null) {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (control.hasAttribute(PENDING)) return;
    held.push({ control, replay, form, busy: control.getAttribute('aria-busy') });
    control.setAttribute(PENDING, '');
    control.setAttribute('aria-busy', 'true');
  }

  function settle({ control, busy }) {
    control.removeAttribute(PENDING);
    if (busy === null) control.removeAttribute('aria-busy');
    else control.setAttribute('aria-busy', busy);
  }

  const mine = () => !stopped;

  document.addEventListener(
    'click',
    (event) => {
      if (!mine()) return;
      const control = heldControl(event.target);
      if (control) hold(event, control, () => control.click());
    },
    true,
  );

  document.addEventListener(
    'submit',
    (event) => {
      if (!mine()) return;
      const form = heldForm(event.target);
      if (!form) return;
      const submitter = event.submitter ?? null;
      // Replayed as a tap on its button when it has one: React hydrates on a tap, not on a submit.
      const button = submitter ?? form.querySelector('button[type="submit"], input[type="submit"]');
      hold(event, button ?? form, () => (button ? button.click() : form.requestSubmit()), form);
    },
    true,
  );

  document.addEventListener(
    'keydown',
    (event) => {
      if (!mine() || event.isComposing) return;
      const control = shortcutControl(event);
      // A shortcut is a tap on its control, replayed once the app listens.
      if (control) hold(event, control, () => control.click());
    },
    true,
  );

  const noteChange = (event) => {
    if (!stopped && event.target instanceof Element) changed.add(event.target);
  };
  document.addEventListener('input', noteChange, true);
  document.addEventListener('change', noteChange, true);

  /**
   * The app could not start (its code failed to load): the page stays what it is without scripts.
   * Held forms and links go ahead natively, held buttons stop spinning, what only stands in for the
   * app (a cart loading) is hidden (no `data-js`), and the notes that say what needs the app show.
   */
  function release() {
    if (stopped) return;
    stopped = true;
    root.removeAttribute('data-js');
    // Without the app nothing tracks, and the question could not be answered.
    root.removeAttribute('data-privacy-asking');
    for (const note of document.querySelectorAll('noscript.no-script-note')) {
      // A noscript's content is text where scripts run: the note is its markup (the page's own).
      const shown = document.createElement('span');
      shown.className = note.className;
      shown.innerHTML = note.textContent;
      note.replaceWith(shown);
    }
    for (const entry of held.splice(0)) {
      settle(entry);
      // Only what has an address of its own can go ahead (a form without one would reload the page).
      if (entry.form?.hasAttribute('action')) entry.replay();
      else if (entry.control.localName === 'a') location.assign(entry.control.href);
    }
  }

  window.storeEarlyInput = {
    /**
     * React listens on the page (it hydrates at once the part a tap lands on): the fields changed
     * meanwhile are handed over and the held taps replayed, each on the element pressed; from then
     * on the app has every event. Answers how many taps were held.
     */
    handOver(app) {
      if (stopped) return 0;
      stopped = true;
      for (const field of changed) app.announce(field);
      changed.clear();
      const waiting = held.splice(0);
      for (const entry of waiting) {
        settle(entry);
        if (!entry.control.isConnected) continue;
        app.prepare(entry.control);
        entry.replay();
      }
      return waiting.length;
    },
    /** The app could not start (its code failed to load). */
    release,
  };

  // ---- 2. The app's entry cannot load -------------------------------------------------------

  // The entry is the page's module script (build/boot-script.ts). When it, or a module it imports,
  // cannot be loaded (after a deploy), the script element reports an error: the page stays as it is
  // without scripts.
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.type === 'module') release();
    },
    true,
  );
})();
