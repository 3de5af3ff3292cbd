import { describe, expect, it } from 'vitest';
import { firstReloadOf, isMissingCode } from './store-updates';

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
