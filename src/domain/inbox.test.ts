import { describe, expect, it } from 'vitest';
import { exportFileName, requestsByProduct, type BackInStockEntry } from './inbox';

const entry = (productHandle: string, email: string, requestedAt: string, productTitle = productHandle) =>
  ({ productHandle, productTitle, email, requestedAt }) satisfies BackInStockEntry;

describe('requestsByProduct', () => {
  it.each<[string, BackInStockEntry[], ReturnType<typeof requestsByProduct>]>([
    ['no requests', [], []],
    [
      'one product',
      [entry('saffron', 'bea@example.com', '2026-03-04T12:00:00.000Z', 'Saffron Mood Support')],
      [
        {
          productHandle: 'saffron',
          productTitle: 'Saffron Mood Support',
          requests: [{ email: 'bea@example.com', requestedAt: '2026-03-04T12:00:00.000Z' }],
        },
      ],
    ],
    [
      'two products, interleaved: the one asked for last first, each newest first',
      [
        entry('mullein', 'cy@example.com', '2026-03-05T09:00:00.000Z'),
        entry('saffron', 'bea@example.com', '2026-03-04T12:00:00.000Z'),
        entry('mullein', 'ada@example.com', '2026-03-01T08:00:00.000Z'),
      ],
      [
        {
          productHandle: 'mullein',
          productTitle: 'mullein',
          requests: [
            { email: 'cy@example.com', requestedAt: '2026-03-05T09:00:00.000Z' },
            { email: 'ada@example.com', requestedAt: '2026-03-01T08:00:00.000Z' },
          ],
        },
        {
          productHandle: 'saffron',
          productTitle: 'saffron',
          requests: [{ email: 'bea@example.com', requestedAt: '2026-03-04T12:00:00.000Z' }],
        },
      ],
    ],
    [
      'a product renamed since: named by its newest request',
      [
        entry('mullein', 'cy@example.com', '2026-03-05T09:00:00.000Z', 'Mullein Lung Support'),
        entry('mullein', 'ada@example.com', '2026-03-01T08:00:00.000Z', 'Mullein Leaf'),
      ],
      [
        {
          productHandle: 'mullein',
          productTitle: 'Mullein Lung Support',
          requests: [
            { email: 'cy@example.com', requestedAt: '2026-03-05T09:00:00.000Z' },
            { email: 'ada@example.com', requestedAt: '2026-03-01T08:00:00.000Z' },
          ],
        },
      ],
    ],
  ])('groups %s', (_case, newest, grouped) => {
    expect(requestsByProduct(newest)).toEqual(grouped);
  });
});

describe('exportFileName', () => {
  it.each([
    ['newsletter-subscribers', new Date(2026, 2, 5, 23, 59), 'newsletter-subscribers-2026-03-05.csv'],
    ['back-in-stock-requests', new Date(2026, 11, 31, 0, 0), 'back-in-stock-requests-2026-12-31.csv'],
  ] as const)('names the %s export of %s on the admin’s calendar', (list, now, name) => {
    expect(exportFileName(list, now)).toBe(name);
  });
});
