import { afterEach, describe, expect, it } from 'vitest';
import { activeCampaign, campaignPeriod, isCampaignActive, nextCampaignChange } from './campaign';

// Timestamps without a zone suffix are read as the shopper's local time, which is the point.
const october = { name: 'October', startDate: '2025-10-01', endDate: '2025-10-31' };
const february = { name: 'February', startDate: '2026-02-01', endDate: '2026-02-14' };
const oneDay = { name: 'One day', startDate: '2025-12-24', endDate: '2025-12-24' };

describe('isCampaignActive', () => {
  it.each([
    ['the last second of its end day', october, '2025-10-31T23:59:59', true],
    ['the last millisecond of its end day', october, '2025-10-31T23:59:59.999', true],
    ['the first moment after its end day', october, '2025-11-01T00:00:00', false],
    ['the first moment of its start day', october, '2025-10-01T00:00:00', true],
    ['the last moment before its start day', october, '2025-09-30T23:59:59.999', false],
    ['the middle of the campaign', october, '2025-10-15T12:00:00', true],
    ['a year later on the same date', october, '2026-10-15T12:00:00', false],
    ['a one-day campaign at noon', oneDay, '2025-12-24T12:00:00', true],
    ['a one-day campaign the day after', oneDay, '2025-12-25T00:00:00', false],
    [
      'an end before the start',
      { startDate: '2025-10-31', endDate: '2025-10-01' },
      '2025-10-15T12:00',
      false,
    ],
    [
      'a day that does not exist',
      { startDate: '2025-02-01', endDate: '2025-02-30' },
      '2025-02-10T12:00',
      false,
    ],
  ])('on %s: %s', (_label, campaign, now, expected) => {
    expect(isCampaignActive(campaign, new Date(now))).toBe(expected);
  });
});

describe("in a shopper's own time zone", () => {
  const originalZone = process.env.TZ;
  afterEach(() => {
    process.env.TZ = originalZone;
  });

  it.each([
    ['Los Angeles', 'America/Los_Angeles', '2025-11-01T06:59:59Z', true],
    ['Los Angeles', 'America/Los_Angeles', '2025-11-01T07:00:00Z', false],
    ['Lagos', 'Africa/Lagos', '2025-10-31T22:59:59Z', true],
    ['Lagos', 'Africa/Lagos', '2025-10-31T23:00:00Z', false],
  ])('in %s (%s) at %s UTC the October campaign is active: %s', (_city, zone, instant, expected) => {
    process.env.TZ = zone;
    expect(isCampaignActive(october, new Date(instant))).toBe(expected);
  });
});

describe('campaignPeriod', () => {
  it('runs from local midnight of the start day to the last millisecond of the end day', () => {
    expect(campaignPeriod(october)).toEqual({
      start: new Date(2025, 9, 1, 0, 0, 0, 0),
      end: new Date(2025, 9, 31, 23, 59, 59, 999),
    });
  });
});

describe('activeCampaign', () => {
  it.each([
    ['October during October', '2025-10-31T23:59:59', 'October'],
    ['nothing between campaigns', '2025-11-01T00:00:00', undefined],
    ['February during February', '2026-02-14T08:00:00', 'February'],
    ['nothing before any campaign', '2025-01-01T00:00:00', undefined],
  ])('finds %s', (_label, now, expected) => {
    expect(activeCampaign([october, february], new Date(now))?.name).toBe(expected);
  });

  it('prefers the first listed when two overlap', () => {
    const halloween = { name: 'Halloween', startDate: '2025-10-25', endDate: '2025-10-31' };
    expect(activeCampaign([october, halloween], new Date('2025-10-30T10:00'))?.name).toBe('October');
  });

  it('finds nothing in an empty list', () => {
    expect(activeCampaign([], new Date())).toBeUndefined();
  });
});

describe('nextCampaignChange', () => {
  it.each([
    ['the next start before a campaign', '2025-09-15T10:00:00', new Date(2025, 9, 1)],
    ['the moment after the end during a campaign', '2025-10-20T10:00:00', new Date(2025, 10, 1)],
    ['the next campaign start between campaigns', '2025-12-01T00:00:00', new Date(2026, 1, 1)],
    ['nothing after the last campaign', '2026-03-01T00:00:00', undefined],
  ])('is %s', (_label, now, expected) => {
    expect(nextCampaignChange([october, february], new Date(now))).toEqual(expected);
  });
});
