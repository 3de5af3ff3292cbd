import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatIsoDate,
  shopperDateTime,
  shopperDay,
  shopperToday,
} from './calendar-date';

/** The time zones a day is most easily lost in: UTC−10, UTC and UTC+14. */
const zones = ['Pacific/Honolulu', 'UTC', 'Pacific/Kiritimati'] as const;
const machineZone = process.env.TZ;

/** Runs `check` with this process's clock in `zone` (Node reads TZ again when it is set). */
function inZone(zone: string, check: () => void) {
  process.env.TZ = zone;
  check();
}

afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe.each(zones)('in %s', (zone) => {
  it.each([
    ['2026-11-01', 'November 1, 2026'],
    ['2025-10-31', 'October 31, 2025'],
    ['2024-02-29', 'February 29, 2024'],
    [' 2026-01-01 ', 'January 1, 2026'],
  ])('a calendar date %j is that day: %s', (day, text) => {
    inZone(zone, () => expect(formatCalendarDate(day)).toBe(text));
  });

  it.each([
    ['2026-11-01', 'November 1, 2026'],
    // A floating date-time is a wall-clock time: its day as written.
    ['2026-11-01T23:30:00', 'November 1, 2026'],
    ['2026-11-01T00:15', 'November 1, 2026'],
    ['Every first Saturday', 'Every first Saturday'],
    ['2026-02-30', '2026-02-30'],
  ])('formatIsoDate(%j) is %s', (value, text) => {
    inZone(zone, () => expect(formatIsoDate(value)).toBe(text));
  });
});

describe('an instant', () => {
  it.each([
    // 09:30 UTC is 23:30 the day before in Honolulu and 23:30 the same day in Kiritimati.
    ['2026-11-01T09:30:00Z', 'Pacific/Honolulu', 'October 31, 2026', '2026-10-31T23:30:00'],
    ['2026-11-01T09:30:00Z', 'UTC', 'November 1, 2026', '2026-11-01T09:30:00'],
    ['2026-11-01T09:30:00Z', 'Pacific/Kiritimati', 'November 1, 2026', '2026-11-01T23:30:00'],
    ['2026-11-01T10:30:00.000Z', 'Pacific/Kiritimati', 'November 2, 2026', '2026-11-02T00:30:00'],
    ['2026-11-01T18:30:00-05:00', 'Pacific/Kiritimati', 'November 2, 2026', '2026-11-02T13:30:00'],
    ['2026-11-01T18:30:00-05:00', 'Pacific/Honolulu', 'November 1, 2026', '2026-11-01T13:30:00'],
  ])('%s in %s falls on %s', (value, zone, text, dateTime) => {
    inZone(zone, () => {
      expect(formatIsoDate(value)).toBe(text);
      expect(shopperDateTime(value)).toBe(dateTime);
    });
  });
});

describe('shopperDateTime', () => {
  it.each([
    ['2026-03-05', '2026-03-05'],
    ['2026-03-05T18:30', '2026-03-05T18:30:00'],
    ['2026-03-05T18:30:15.250', '2026-03-05T18:30:15'],
    ['2026-03-05T24:00:00', undefined],
    ['2026-13-05', undefined],
    ['soon', undefined],
    ['', undefined],
  ])('%j → %j', (value, expected) => {
    inZone('Pacific/Honolulu', () => expect(shopperDateTime(value)).toBe(expected));
  });

  it('sorts a day before the times of that day, and times in time order', () => {
    inZone('UTC', () => {
      const sorted = ['2026-03-06', '2026-03-05T18:30:00', '2026-03-05', '2026-03-05T09:00:00Z']
        .map((value) => shopperDateTime(value)!)
        .sort();
      expect(sorted).toEqual(['2026-03-05', '2026-03-05T09:00:00', '2026-03-05T18:30:00', '2026-03-06']);
    });
  });
});

describe("the shopper's today", () => {
  it.each([
    ['Pacific/Honolulu', '2026-10-31'],
    ['UTC', '2026-11-01'],
    ['Pacific/Kiritimati', '2026-11-01'],
  ])('at 09:30 UTC on November 1 is %s: %s', (zone, today) => {
    inZone(zone, () => {
      expect(shopperToday(new Date('2026-11-01T09:30:00Z'))).toBe(today);
      expect(shopperDay('2026-11-01T09:30:00Z')).toBe(today);
    });
  });
});
