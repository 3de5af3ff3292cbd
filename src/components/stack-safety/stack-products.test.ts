import { describe, expect, it } from 'vitest';
import { stackWithCart } from './stack-products';

const line = (handle: string, title = handle) => ({ productHandle: handle, productTitle: title });

describe('the products checked together', () => {
  it.each([
    ['the cart alone', [], [line('a', 'A'), line('b', 'B')], ['a', 'b']],
    ['products shown alongside come first', [{ handle: 'c', title: 'C' }], [line('a')], ['c', 'a']],
    ['a product in two cart lines once', [], [line('a'), line('a'), line('b')], ['a', 'b']],
    [
      'a product alongside and in the cart once',
      [{ handle: 'a', title: 'A' }],
      [line('a'), line('b')],
      ['a', 'b'],
    ],
    ['nothing at all', [], [], []],
  ] as const)('%s', (_, alongside, lines, handles) => {
    expect(stackWithCart(alongside, lines).map((product) => product.handle)).toEqual(handles);
  });
});
