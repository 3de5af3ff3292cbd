import { describe, expect, it } from 'vitest';
import { returnPath } from './return-path';

describe('returnPath', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin?status=open', '/admin?status=open'],
    ['/products/coq10#facts', '/products/coq10#facts'],
  ])('keeps the store path %s', (value, expected) => {
    expect(returnPath(value)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['admin'],
    ['//evil.example/admin'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['https://evil.example/'],
    ['javascript:alert(1)'],
  ])('refuses %j', (value) => {
    expect(returnPath(value)).toBeUndefined();
  });
});
