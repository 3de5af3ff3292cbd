/**
 * The boot script when the app cannot start (boot.js, run as the page's head runs it): the page is
 * left as it is without JavaScript, and says what needs the app.
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
  page?.remove();
  delete window.storeCannotStart;
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
