/*
 * The store's boot script: the one classic script of every page, written into the document's head
 * by the build (its hash is in the Content-Security-Policy, firebase.json), so it runs before the
 * page is shown and costs no request. It does what must happen before the app exists, and nothing
 * else (docs/page-loading.md):
 *
 * 1. Moves the shop's older filter address to its page before anything is shown.
 * 2. Marks `<html data-js>`, and `<html data-privacy-asking>` when this browser has not answered
 *    the privacy question yet, so the question stands at the top of the page from the first paint
 *    (it takes its room then, and moves nothing later: src/components/privacy/privacy-banner.tsx).
 * 3. Marks `<html data-cart-empty>` when this browser keeps no cart, so the cart page says it is
 *    empty from the first paint rather than once the app has looked (src/features/cart/cart-route.tsx).
 * 4. Leaves the page as it is without scripts when the app cannot start: its entry (the page's
 *    module script, which the browser fetches with every module it needs, named by the page's
 *    `modulepreload` links) fails to load, or the app calls `window.storeCannotStart()`.
 *
 * 5. Holds Add to Cart sent before the page answers taps: the app sends it again once it does,
 *    and it goes ahead as HTML when the app cannot start.
 *
 * Any other tap before the app listens is the page's own: links and other forms go ahead as HTML,
 * fields keep what is typed (src/lib/hydration/early-input.ts hands both to React).
 */
(() => {
  // ---- 1. The shop's filter address -----------------------------------------------------------

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

  // ---- 2. Scripts run, and the privacy question -----------------------------------------------

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
    // consent.ts's clockOutsideConsentFirstZones: most of the Americas, without asking Intl.
    const year = new Date().getFullYear();
    const winter = new Date(year, 0, 1).getTimezoneOffset();
    const summer = new Date(year, 6, 1).getTimezoneOffset();
    if (winter !== summer && [winter, summer].every((offset) => offset > 60 || offset < -240)) {
      return 'decline-any-time';
    }
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

  // ---- 3. An empty cart -----------------------------------------------------------------------

  // No cart id kept (src/lib/shopify/cart/cart-requests.ts's key) and no product being added by the
  // address (`/cart?add=`, src/domain/cart-link.ts): the cart is empty, as the app will find it.
  try {
    if (!localStorage.getItem('shopifyCartId') && !query.has('add')) root.setAttribute('data-cart-empty', '');
  } catch {
    // Storage blocked: the app looks for the cart as usual.
  }

  // ---- 4. The app cannot start ----------------------------------------------------------------

  /**
   * The app could not start (its code failed to load): the page is released to what it is without
   * scripts. What only stands in for the app (a cart loading) is hidden (no `data-js`), and the
   * notes that say what needs the app show.
   */
  function release() {
    if (!root.hasAttribute('data-js')) return;
    root.removeAttribute('data-js');
    // A held Add to Cart goes ahead as HTML, to the cart page (5).
    const waiting = held ?? [];
    held = null;
    waiting[0]?.form.requestSubmit(waiting[0].button);
    // Without the app nothing tracks, and the question could not be answered.
    root.removeAttribute('data-privacy-asking');
    for (const note of document.querySelectorAll('noscript.no-script-note')) {
      // A noscript's content is text where scripts run: the note is its markup (the page's own).
      const shown = document.createElement('span');
      shown.className = note.className;
      shown.innerHTML = note.textContent;
      note.replaceWith(shown);
    }
  }

  /** The app calls it when starting fails after its entry loaded (src/main.tsx). */
  window.storeCannotStart = release;

  // The entry is the page's module script (build/boot-script.ts). When it, or a module it imports,
  // cannot be loaded (after a deploy), the script element reports an error.
  window.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLScriptElement && event.target.type === 'module') release();
    },
    true,
  );

  // ---- 5. Add to Cart before the page answers -------------------------------------------------

  /**
   * Add to Cart (a form sent to the cart page, src/components/purchase/purchase-buttons.tsx) sent
   * before the page answers taps is held rather than sent: as HTML it would leave the page while the
   * page's code is still arriving, and the cart page would fetch all of it again
   * (docs/performance.md, "Early taps"). Its button says it is working at once; the code the app
   * then runs, which the page names in two templates (build/page-html.ts), is fetched: the cart
   * drawer's at once, beside the page's own, and the Storefront requests' once the page's own code
   * has come and run (`DOMContentLoaded`), as they are not needed before the page answers and,
   * fetched beside it, took the line the page's code needed; and the app sends the form again as
   * soon as the page answers (`storeTakeHeldForms`, src/lib/hydration/early-input.ts). When the app
   * cannot start, the first held form goes ahead as HTML (`release`, 4).
   */
  /** @type {{ form: HTMLFormElement, button: HTMLElement | null }[] | null} */
  let held = [];
  /** Puts the links of the template `id` names in the head, which fetches them (once). */
  const fetchCode = (/** @type {string} */ id) => {
    const code = document.getElementById(id);
    if (code instanceof HTMLTemplateElement) document.head.append(code.content);
  };
  let pageCodeRan = false;
  document.addEventListener('DOMContentLoaded', () => {
    pageCodeRan = true;
    if (held?.length) fetchCode('cart-requests-code');
  });
  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!held || !(form instanceof HTMLFormElement) || form.getAttribute('action') !== '/cart') return;
      // Neither the browser nor React, which may listen already, hears of it until the page answers.
      event.preventDefault();
      event.stopPropagation();
      if (held.some((sent) => sent.form === form)) return;
      held.push({ form, button: event.submitter });
      event.submitter?.setAttribute('aria-busy', 'true');
      fetchCode('cart-drawer-code');
      if (pageCodeRan) fetchCode('cart-requests-code');
    },
    true,
  );

  /** The app takes the held forms once the page answers taps; from then on it answers every form. */
  window.storeTakeHeldForms = () => {
    const taken = held ?? [];
    held = null;
    for (const { button } of taken) button?.removeAttribute('aria-busy');
    return taken;
  };
})();
