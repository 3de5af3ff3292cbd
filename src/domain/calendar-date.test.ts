import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatLongDate, parseIsoDate } from './calendar-date';

describe('formatLongDate', () => {
  it.each([
    [new Date(2026, 2, 5), 'March 5, 2026'],
    [new Date(2025, 9, 31, 23, 59), 'October 31, 2025'],
    [new Date(2024, 0, 1, 0, 0), 'January 1, 2024'],
  ])('%s → %s', (date, text) => {
    expect(formatLongDate(date)).toBe(text);
  });
});

describe('parseIsoDate', () => {
  it('reads a calendar date as that day in the local time zone', () => {
    const date = parseIsoDate('2026-03-05');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([
      2026, 2, 5, 0,
    ]);
  });

  it('reads a date-time as an instant', () => {
    expect(parseIsoDate('2026-03-05T15:00:00Z')?.toISOString()).toBe('2026-03-05T15:00:00.000Z');
  });

  it.each(['', 'soon', '2026-13-45x'])('rejects %j', (value) => {
    expect(parseIsoDate(value)).toBeUndefined();
  });
});

describe('formatIsoDate', () => {
  it.each([
    ['2026-03-05', 'March 5, 2026'],
    ['Every first Saturday', 'Every first Saturday'],
  ])('%s → %s', (value, text) => {
    expect(formatIsoDate(value)).toBe(text);
  });
});
