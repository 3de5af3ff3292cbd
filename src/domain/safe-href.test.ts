import { describe, expect, it } from 'vitest';
import { safeHref } from './safe-href';

describe('safeHref', () => {
  it.each([
    ['https://www.fda.gov', 'https://www.fda.gov'],
    ['http://example.org/a', 'http://example.org/a'],
    ['mailto:care@example.com', 'mailto:care@example.com'],
    ['tel:+18005551234', 'tel:+18005551234'],
    ['/shipping', '/shipping'],
    ['#returns', '#returns'],
  ])('keeps %s', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    ' JAVASCRIPT:alert(1)',
    'data:text/html,hi',
    '//evil.example',
    'ftp://x',
    '',
    42,
    null,
  ])('drops %s', (input) => {
    expect(safeHref(input)).toBeUndefined();
  });
});
