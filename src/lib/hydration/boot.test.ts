/**
 * The boot script (boot.js, run as the page's head runs it): the cart before the app runs, Add to
 * Cart held until the page answers, and when the app cannot start, the page left as it is without
 * JavaScript, saying what needs the app.
 */
import { afterEach, describe, expect, it } from 'vitest';
import bootScript from './boot.js?raw';
import { cannotStart } from './cannot-start';
import { CART_ID_STORAGE_KEY } from '../shopify/cart/saved-cart-id';

let page: HTMLElement | undefined;

/** A prerendered page with a note for browsers without JavaScript, the boot script run on it. */
function prerenderedPage() {
  page = document.createElement('div');
  page.innerHTML =
    '<p data-needs-script>Loading your cart…</p>' +
    '<noscript class="no-script-note">Your cart needs JavaScript to show.</noscript>';
  document.body.append(page);
  window.eval(bootScript);
}

afterEach(() => {
  // Each run of the script listens on the document: taking its forms stops it holding any.
  window.storeTakeHeldForms?.();
  delete window.storeTakeHeldForms;
  page?.remove();
  delete window.storeCannotStart;
  document.head.querySelectorAll('template').forEach((template) => template.remove());
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  document.documentElement.setAttribute('data-js', '');
  document.documentElement.removeAttribute('data-privacy-asking');
  document.documentElement.removeAttribute('data-cart-empty');
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the cart before the app runs', () => {
  const cartSaysEmpty = () => document.documentElement.hasAttribute('data-cart-empty');

  it('is empty in a browser that keeps no cart', () => {
    window.eval(bootScript);
    expect(cartSaysEmpty()).toBe(true);
  });

  it("waits for the app in a browser that keeps one, under the cart's own key", () => {
    localStorage.setItem(CART_ID_STORAGE_KEY, 'gid://shopify/Cart/c1?key=k1');
    window.eval(bootScript);
    expect(cartSaysEmpty()).toBe(false);
  });

  it('waits for the app while the address adds a product (/cart?add=)', () => {
    window.history.replaceState(null, '', '/cart?add=gid%3A%2F%2Fshopify%2FProductVariant%2F2001');
    window.eval(bootScript);
    expect(cartSaysEmpty()).toBe(false);
  });
});

describe('when the app cannot start', () => {
  it.each([
    ['its entry fails to load', entryFailsToLoad],
    ['starting fails once loaded', cannotStart],
  ])('%s: the page is as without JavaScript, its notes shown', (_, fail) => {
    prerenderedPage();
    expect(document.documentElement).toHaveAttribute('data-js');

    fail();

    expect(document.documentElement).not.toHaveAttribute('data-js');
    const note = page?.querySelector('.no-script-note');
    expect(note?.localName).toBe('span');
    expect(note).toHaveTextContent('Your cart needs JavaScript to show.');
  });
});

/** The page's module script reports that its file (or one it imports) could not be loaded. */
function entryFailsToLoad() {
  const entry = document.createElement('script');
  entry.type = 'module';
  document.head.append(entry);
  entry.dispatchEvent(new Event('error'));
  entry.remove();
}

describe('Add to Cart before the page answers taps', () => {
  /** A page with a product's Add to Cart, its code named for the boot script, and a search form. */
  function pageWithAddToCart() {
    page = document.createElement('div');
    page.innerHTML =
      '<form action="/cart" method="get"><input type="hidden" name="add" value="v1">' +
      '<button type="submit">Add to Cart</button></form>' +
      '<form action="/search" method="get"><button type="submit">Search</button></form>';
    document.body.append(page);
    document.head.insertAdjacentHTML(
      'beforeend',
      '<template id="cart-drawer-code"><link rel="modulepreload" href="/assets/cart-drawer.js"></template>' +
        '<template id="cart-requests-code"><link rel="modulepreload" href="/assets/cart-requests.js"></template>',
    );
    window.eval(bootScript);
    const [add, search] = [...page.querySelectorAll('form')] as [HTMLFormElement, HTMLFormElement];
    return { add, addButton: add.querySelector('button')!, search };
  }

  /** Sends `form` as a tap on its button does, and answers whether anything let the browser go ahead. */
  function send(form: HTMLFormElement) {
    let wentAhead = false;
    const notePlainSubmit = (event: Event) => {
      wentAhead = !event.defaultPrevented;
      event.preventDefault(); // jsdom does not navigate
    };
    window.addEventListener('submit', notePlainSubmit);
    form.requestSubmit(form.querySelector('button'));
    window.removeEventListener('submit', notePlainSubmit);
    return wentAhead;
  }

  const asked = (file: string) =>
    document.head.querySelector(`link[rel="modulepreload"][href="/assets/${file}"]`) !== null;
  const drawerCodeAsked = () => asked('cart-drawer.js');
  const requestsCodeAsked = () => asked('cart-requests.js');
  /** The page's own code has come and run. */
  const pageCodeRuns = () => document.dispatchEvent(new Event('DOMContentLoaded'));

  it("is held, its button working; the cart drawer's code is fetched, the Storefront requests' once the page's own has run", () => {
    const { add, addButton } = pageWithAddToCart();
    expect(drawerCodeAsked()).toBe(false);

    expect(send(add)).toBe(false);

    expect(addButton).toHaveAttribute('aria-busy', 'true');
    expect(drawerCodeAsked()).toBe(true);
    expect(requestsCodeAsked(), 'not beside the page’s own code').toBe(false);
    pageCodeRuns();
    expect(requestsCodeAsked()).toBe(true);
  });

  it("fetches the drawer's and the Storefront requests' code at once when the page's own has run already", () => {
    const { add } = pageWithAddToCart();
    pageCodeRuns();
    expect(requestsCodeAsked(), 'nothing fetched without a tap').toBe(false);

    send(add);

    expect(drawerCodeAsked()).toBe(true);
    expect(requestsCodeAsked()).toBe(true);
  });

  it('is handed to the app, once, when the page answers; from then on the app answers every form', () => {
    const { add, addButton } = pageWithAddToCart();
    send(add);
    send(add);

    const held = window.storeTakeHeldForms!();

    expect(held).toEqual([{ form: add, button: addButton }]);
    expect(addButton).not.toHaveAttribute('aria-busy');
    expect(send(add), 'no longer held').toBe(true);
    expect(window.storeTakeHeldForms!()).toEqual([]);
  });

  it('leaves every other form to the browser', () => {
    const { search } = pageWithAddToCart();
    expect(send(search)).toBe(true);
    pageCodeRuns();
    expect(drawerCodeAsked()).toBe(false);
    expect(requestsCodeAsked()).toBe(false);
  });

  it('goes ahead as HTML, to the cart page, when the app cannot start', () => {
    const { add } = pageWithAddToCart();
    send(add);
    let sentAsHtml = false;
    const noteSubmit = (event: Event) => {
      sentAsHtml = event.target === add && !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('submit', noteSubmit);

    cannotStart();

    window.removeEventListener('submit', noteSubmit);
    expect(sentAsHtml).toBe(true);
    expect(window.storeTakeHeldForms!(), 'nothing left for the app').toEqual([]);
  });
});
