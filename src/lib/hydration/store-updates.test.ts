import { afterEach, describe, expect, it } from 'vitest';
import { firstReloadOf, isMissingCode, linkOpenedInPlace } from './store-updates';

describe('a tab whose build a deploy replaced', () => {
  it('reloads each address once, then no more (no reload loop)', () => {
    expect(firstReloadOf('/learn')).toBe(true);
    expect(firstReloadOf('/learn')).toBe(false);
    expect(firstReloadOf('/community')).toBe(true);
    expect(firstReloadOf('/learn')).toBe(false);
  });

  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'), true],
    ['Firefox', new TypeError('error loading dynamically imported module: https://x/assets/a.js'), true],
    ['Safari', new TypeError('Importing a module script failed.'), true],
    [
      'a failure it caused',
      new Error('We could not load this product.', {
        cause: new TypeError('Importing a module script failed.'),
      }),
      true,
    ],
    ['another failure', new Error('No answer within 10000 ms.'), false],
    ['not an error', 'Failed to fetch dynamically imported module', false],
  ])('tells missing code (%s)', (_browser, error, missing) => {
    expect(isMissingCode(error)).toBe(missing);
  });
});

describe('the link a click followed in place', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  /** Clicks `target` (inside a link to `href`, or alone), the app taking it in place or not. */
  function click({ href, inPlace }: { href?: string; inPlace: boolean }): string | undefined {
    const link = document.createElement(href ? 'a' : 'div');
    if (href) link.setAttribute('href', href);
    const words = document.createElement('span');
    words.textContent = 'View Full Details';
    link.append(words);
    document.body.append(link);
    let seen: string | undefined;
    const take = (event: Event) => {
      if (inPlace) event.preventDefault();
    };
    const read = (event: MouseEvent) => {
      seen = linkOpenedInPlace(event);
    };
    link.addEventListener('click', take);
    window.addEventListener('click', read);
    words.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    window.removeEventListener('click', read);
    return seen;
  }

  it.each([
    [
      'a product link opening its dialog',
      { href: '/products/daily-energy-b-complex', inPlace: true },
      '/products/daily-energy-b-complex',
    ],
    ['a link with a query', { href: '/quiz?concern=sleep', inPlace: true }, '/quiz?concern=sleep'],
    [
      'a link the browser follows itself',
      { href: '/products/daily-energy-b-complex', inPlace: false },
      undefined,
    ],
    ['a link to another site', { href: 'https://example.org/products/x', inPlace: true }, undefined],
    ['a click outside any link', { inPlace: true }, undefined],
  ])('%s → %s', (_case, setup, address) => {
    expect(click(setup)).toBe(address);
  });
});
