import { afterEach, describe, expect, it } from 'vitest';
import {
  ageConfirmed,
  ageOn,
  ageQuestion,
  dateOfBirthIn,
  DATE_OF_BIRTH_ATTRIBUTE,
  isAgeRestricted,
  latestDateOnEarth,
  orderAgeCheck,
  readAgeAnswer,
  tooYoungMessage,
  withDateOfBirth,
} from './age-check';
import { shopperToday } from './calendar-date';

const machineZone = process.env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe('the age rule', () => {
  it.each([
    ['2008-12-04', '2026-12-03', 17],
    ['2008-12-04', '2026-12-04', 18],
    ['2008-12-04', '2026-12-05', 18],
    ['2008-12-31', '2026-12-30', 17],
    ['2009-01-01', '2026-12-31', 17],
    ['2009-01-01', '2027-01-01', 18],
    // A birthday on February 29 counts from March 1 in a year without one.
    ['2008-02-29', '2026-02-28', 17],
    ['2008-02-29', '2026-03-01', 18],
    ['2012-02-29', '2030-02-28', 17],
    ['2012-02-29', '2030-03-01', 18],
    ['1990-07-24', '2026-12-04', 36],
  ])('born %s: on %s aged %i', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });

  it('the day before the 18th birthday is refused, the day itself is not', () => {
    expect(readAgeAnswer('2008-12-05', '2026-12-04')).toEqual({ kind: 'too-young' });
    expect(readAgeAnswer('2008-12-04', '2026-12-04')).toEqual({
      kind: 'old-enough',
      dateOfBirth: '2008-12-04',
    });
  });

  it.each([
    ['', 'Enter your date of birth.'],
    ['   ', 'Enter your date of birth.'],
    ['2008-02-30', 'Enter a real date, such as 07/24/1990.'],
    ['12/04/2008', 'Enter a real date, such as 07/24/1990.'],
    ['20081204', 'Enter a real date, such as 07/24/1990.'],
    ['2026-12-05', 'A date of birth cannot be in the future.'],
    ['1899-12-31', 'Enter a date of birth after 1900.'],
  ])('%j is not a date of birth: %s', (text, problem) => {
    expect(readAgeAnswer(text, '2026-12-04')).toEqual({ kind: 'problem', problem });
  });

  it('a cart carries its date of birth as an attribute, and keeps its other attributes', () => {
    const attributes = [
      { key: 'Gift note', value: 'For Mom' },
      { key: DATE_OF_BIRTH_ATTRIBUTE, value: '2001-05-01' },
    ];
    expect(dateOfBirthIn(attributes)).toBe('2001-05-01');
    expect(dateOfBirthIn([])).toBeNull();
    expect(withDateOfBirth(attributes, '1990-07-24')).toEqual([
      { key: 'Gift note', value: 'For Mom' },
      { key: DATE_OF_BIRTH_ATTRIBUTE, value: '1990-07-24' },
    ]);
    expect(ageConfirmed('2001-05-01', '2026-12-04')).toBe(true);
    expect(ageConfirmed('2010-05-01', '2026-12-04')).toBe(false);
    expect(ageConfirmed('yesterday', '2026-12-04')).toBe(false);
    expect(ageConfirmed(null, '2026-12-04')).toBe(false);
  });

  it('judges an order: its age-restricted products once each, and its date of birth', () => {
    const products = [
      { title: 'Glucomannan', ageRestricted: true },
      { title: 'Probiotic', ageRestricted: false },
      { title: 'Glucomannan', ageRestricted: true },
    ];
    const born = (value: string) => [{ key: DATE_OF_BIRTH_ATTRIBUTE, value }];
    expect(orderAgeCheck(products, born('1990-07-24'), '2026-12-04')).toEqual({
      productNames: ['Glucomannan'],
      answer: { kind: 'old-enough', dateOfBirth: '1990-07-24' },
    });
    expect(orderAgeCheck(products, born('2010-01-01'), '2026-12-04').answer).toEqual({ kind: 'too-young' });
    expect(orderAgeCheck(products, [], '2026-12-04').answer.kind).toBe('problem');
    expect(orderAgeCheck(products.slice(1, 2), [], '2026-12-04').productNames).toEqual([]);
  });

  it('the Shopify tag marks a product', () => {
    expect(isAgeRestricted({ tags: ['weight', 'age-restricted'] })).toBe(true);
    expect(isAgeRestricted({ tags: ['weight'] })).toBe(false);
  });

  it('says why, and what it refuses, by name', () => {
    expect(tooYoungMessage(['Glucomannan Fullness Support'])).toBe(
      'You must be 18 or older to buy Glucomannan Fullness Support. Nothing was added to your cart.',
    );
    expect(ageQuestion(['A', 'B', 'C'])).toMatch(
      /^A, B and C are sold only to shoppers 18 or older\. New York law/,
    );
  });
});

describe('whose calendar counts', () => {
  // 04:30 UTC on December 5, 2026: still December 4 in New York and Los Angeles, already
  // December 5 in London and Tokyo.
  const instant = new Date('2026-12-05T04:30:00Z');
  const born = '2008-12-05';

  it.each([
    ['America/New_York', '2026-12-04', false],
    ['America/Los_Angeles', '2026-12-04', false],
    ['Pacific/Honolulu', '2026-12-04', false],
    ['Europe/London', '2026-12-05', true],
    ['Asia/Tokyo', '2026-12-05', true],
  ])('a shopper in %s, on %s, is 18: %s', (zone, today, adult) => {
    process.env.TZ = zone;
    expect(shopperToday(instant)).toBe(today);
    expect(readAgeAnswer(born, shopperToday(instant)).kind === 'old-enough').toBe(adult);
  });

  it('the checkout counts on the latest date anywhere, so it never refuses what a shopper’s calendar allowed', () => {
    expect(latestDateOnEarth(instant)).toBe('2026-12-05');
    expect(latestDateOnEarth(new Date('2026-12-04T09:59:59Z'))).toBe('2026-12-04');
    expect(latestDateOnEarth(new Date('2026-12-04T10:00:00Z'))).toBe('2026-12-05');
    for (const zone of ['Pacific/Pago_Pago', 'America/New_York', 'UTC', 'Asia/Tokyo', 'Pacific/Kiritimati']) {
      process.env.TZ = zone;
      for (let hour = 0; hour < 48; hour += 1) {
        const now = new Date(Date.UTC(2026, 11, 4, hour, 17));
        expect(latestDateOnEarth(now) >= shopperToday(now)).toBe(true);
      }
    }
  });
});
