import { describe, expect, it } from 'vitest';
import {
  accreditationProblem,
  calendarToday,
  expiryProblem,
  formatAmount,
  formatPercent,
  lotMonth,
  lotMonthProblem,
  parseLotCode,
  percentOfClaim,
  potencyProblem,
  testDateProblem,
} from './lab-report';

describe('parseLotCode', () => {
  it.each([
    ['SW2602-014', 'SW2602-014'],
    ['sw2602-014', 'SW2602-014'],
    ['  SW2602-014  ', 'SW2602-014'],
    ['sw 2602 - 014', 'SW2602-014'],
    ['SW2602–014', 'SW2602-014'],
    ['SW2512-999', 'SW2512-999'],
    // docs/content-model.md's promise: any case and spacing, a space or nothing in place of the dash.
    ['sw2601 006', 'SW2601-006'],
    ['SW2601006', 'SW2601-006'],
    ['Sw 2601 006', 'SW2601-006'],
    ['sw-2601-006', 'SW2601-006'],
    ['\tsw2601\u00a0006\n', 'SW2601-006'],
  ])('reads %j as %s', (input, code) => {
    expect(parseLotCode(input)).toEqual({ ok: true, code });
  });

  it.each([
    ['', 'Enter the lot number printed on the bottle.'],
    ['   ', 'Enter the lot number printed on the bottle.'],
    ['SW260214', 'A lot number looks like SW2602-014: SW, four digits, a dash and three digits.'],
    ['SW 2602 014 5', 'A lot number looks like SW2602-014: SW, four digits, a dash and three digits.'],
    ['AB2602-014', 'A lot number looks like SW2602-014: SW, four digits, a dash and three digits.'],
    ['SW26-014', 'A lot number looks like SW2602-014: SW, four digits, a dash and three digits.'],
    ['SW2602-0145', 'A lot number looks like SW2602-014: SW, four digits, a dash and three digits.'],
    ['SW2602-014; drop', 'A lot number looks like SW2602-014: SW, four digits, a dash and three digits.'],
    [
      'SW2613-014',
      'The 3rd and 4th digits of a lot number are the month it was made (01 to 12); "13" is not a month.',
    ],
    [
      'SW2600-014',
      'The 3rd and 4th digits of a lot number are the month it was made (01 to 12); "00" is not a month.',
    ],
    ['SW2602-000', 'The run number after the dash starts at 001.'],
  ])('refuses %j: %s', (input, error) => {
    expect(parseLotCode(input)).toEqual({ ok: false, error });
  });
});

describe('the month a lot number says it was made in', () => {
  it('is 20YY-MM', () => {
    expect(lotMonth('SW2602-014')).toBe('2026-02');
    expect(lotMonth('not a lot')).toBeUndefined();
  });

  it.each([
    ['SW2602-014', '2026-02-03', undefined],
    ['SW2602-014', '2026-02-28', undefined],
    [
      'SW2602-014',
      '2026-03-01',
      'Lot SW2602-014 says it was made in 2026-02, but this date is in 2026-03. Check the lot number or the date.',
    ],
    ['garbled', '2026-03-01', undefined],
  ])('%s made on %s: %s', (lot, date, problem) => {
    expect(lotMonthProblem(lot, date)).toBe(problem);
  });
});

describe('report dates', () => {
  it.each([
    ['2026-02-03', '2028-02-03', undefined],
    ['2026-02-03', '2026-02-03', 'The expiry date must be after the manufacture date.'],
    ['2026-02-03', '2025-02-03', 'The expiry date must be after the manufacture date.'],
  ])('made %s, expires %s: %s', (made, expires, problem) => {
    expect(expiryProblem(made, expires)).toBe(problem);
  });

  const dates = { manufactureDate: '2026-02-03', expiryDate: '2028-02-03', today: '2026-03-02' };
  it.each([
    ['2026-02-17', undefined],
    ['2026-02-03', undefined],
    ['2026-03-02', undefined],
    ['2026-03-03', 'The test date cannot be in the future.'],
    ['2026-02-02', 'The test date cannot be before the manufacture date.'],
  ])('tested %s: %s', (testDate, problem) => {
    expect(testDateProblem(testDate, dates)).toBe(problem);
  });

  it('refuses a test after the expiry date (of a report entered late)', () => {
    expect(
      testDateProblem('2026-02-10', {
        manufactureDate: '2024-01-05',
        expiryDate: '2026-01-05',
        today: '2026-03-02',
      }),
    ).toBe('The test date cannot be after the expiry date.');
  });

  it('checks what it can while the other dates are still empty', () => {
    expect(testDateProblem('2026-02-10', { today: '2026-03-02' })).toBeUndefined();
    expect(testDateProblem('2027-02-10', { today: '2026-03-02' })).toBe(
      'The test date cannot be in the future.',
    );
  });

  it('reads today on the local calendar', () => {
    expect(calendarToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('potency', () => {
  it('is the measured amount in % of the label claim', () => {
    expect(percentOfClaim(500, 521)).toBeCloseTo(104.2);
    expect(formatPercent(percentOfClaim(125, 131.4))).toBe('105.1%');
    expect(formatPercent(100)).toBe('100.0%');
  });

  it.each<[number | undefined, number, string | undefined]>([
    [500, 521, undefined],
    [500, 250, undefined],
    [500, 1500, undefined],
    [500, 0, 'The measured amount must be a number above 0.'],
    [500, -3, 'The measured amount must be a number above 0.'],
    [
      500,
      52.1,
      'This is 10.4% of the label claim; results from 50% to 300% are accepted. Check the amount and that both are in the same unit.',
    ],
    [
      125,
      5000,
      'This is 4000.0% of the label claim; results from 50% to 300% are accepted. Check the amount and that both are in the same unit.',
    ],
    [undefined, 521, undefined],
  ])('claim %s, measured %s: %s', (claim, measured, problem) => {
    expect(potencyProblem(claim, measured)).toBe(problem);
  });

  it('states amounts with up to three decimals', () => {
    expect(formatAmount(1300)).toBe('1,300');
    expect(formatAmount(0.1234)).toBe('0.123');
    expect(formatAmount(46.2)).toBe('46.2');
  });
});

describe('accreditation', () => {
  it.each([
    ['ISO/IEC 17025 — A2LA certificate 4127.01', undefined],
    ['ISO/IEC 17025:2017, certificate 88-231', undefined],
    [
      'A2LA certificate 4127.01',
      'Name the ISO/IEC 17025 accreditation, e.g. "ISO/IEC 17025 — A2LA certificate 1234.01".',
    ],
    [
      'ISO/IEC 17025:2017 accredited',
      'Add the number of the accreditation certificate, e.g. "... certificate 1234.01".',
    ],
  ])('%s: %s', (accreditation, problem) => {
    expect(accreditationProblem(accreditation)).toBe(problem);
  });
});
