import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  choicesBeforeAnswer,
  choicesInForce,
  DECLINE_ALL,
  parsePrivacyAnswer,
  privacyRegionOf,
  sameChoices,
} from './consent';

describe('privacyRegionOf', () => {
  it.each([
    ['Europe/Berlin', 'consent-first'],
    ['Europe/London', 'consent-first'],
    ['Europe/Zurich', 'consent-first'],
    ['Atlantic/Canary', 'consent-first'],
    ['Atlantic/Reykjavik', 'consent-first'],
    ['Africa/Ceuta', 'consent-first'],
    ['UTC', 'consent-first'],
    ['Etc/GMT+5', 'consent-first'],
    [undefined, 'consent-first'],
    ['', 'consent-first'],
    ['America/New_York', 'decline-any-time'],
    ['America/Chicago', 'decline-any-time'],
    ['America/Los_Angeles', 'decline-any-time'],
    ['Pacific/Honolulu', 'decline-any-time'],
    ['Africa/Lagos', 'decline-any-time'],
  ] as const)('%s asks %s', (zone, region) => {
    expect(privacyRegionOf(zone)).toBe(region);
  });
});

describe('what runs before the shopper answers', () => {
  it('where consent comes first: nothing', () => {
    expect(choicesBeforeAnswer('consent-first')).toEqual(DECLINE_ALL);
  });

  it('elsewhere: analytics and preferences, never marketing or the sharing of data', () => {
    expect(choicesBeforeAnswer('decline-any-time')).toEqual({
      analytics: true,
      preferences: true,
      marketing: false,
      saleOfData: false,
    });
  });

  it("an answer replaces the region's rule, in either region", () => {
    const answer = { ...DECLINE_ALL, analytics: true, answeredAt: '2026-12-01T10:00:00.000Z' };
    for (const region of ['consent-first', 'decline-any-time'] as const) {
      expect(choicesInForce(answer, region)).toEqual({ ...DECLINE_ALL, analytics: true });
      expect(choicesInForce({ ...DECLINE_ALL, answeredAt: answer.answeredAt }, region)).toEqual(DECLINE_ALL);
    }
  });
});

describe('parsePrivacyAnswer', () => {
  const answeredAt = '2026-12-01T10:00:00.000Z';

  it('reads back what the store kept', () => {
    expect(parsePrivacyAnswer({ ...ACCEPT_ALL, answeredAt })).toEqual({ ...ACCEPT_ALL, answeredAt });
  });

  it.each([
    ['nothing', null],
    ['a string', 'yes'],
    ['a purpose missing', { analytics: true, marketing: true, preferences: true, answeredAt }],
    ['a purpose that is not a yes or no', { ...ACCEPT_ALL, analytics: 'true', answeredAt }],
    ['no date', { ...ACCEPT_ALL }],
    ['a date that is not one', { ...ACCEPT_ALL, answeredAt: 'yesterday' }],
  ])('refuses %s', (_label, value) => {
    expect(parsePrivacyAnswer(value)).toBeNull();
  });

  it('keeps only the purposes and the date', () => {
    expect(parsePrivacyAnswer({ ...DECLINE_ALL, answeredAt, extra: 1 })).toEqual({
      ...DECLINE_ALL,
      answeredAt,
    });
  });
});

it('sameChoices compares every purpose', () => {
  expect(sameChoices(ACCEPT_ALL, { ...ACCEPT_ALL })).toBe(true);
  expect(sameChoices(ACCEPT_ALL, { ...ACCEPT_ALL, saleOfData: false })).toBe(false);
});
