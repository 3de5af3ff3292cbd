/**
 * Lab reports: the certificate of analysis of one lot, as the quality team publishes it in Sanity.
 * This module holds the store's lot number format and the checks the Studio (schemas/) and the
 * storefront share, so an editor and a shopper are told the same thing in the same words. Pure:
 * no React, no I/O.
 */
import type { LabReportAnswer } from './content-boundaries';
import { formatNumber } from './supplement-facts';

export type { LabReportSummary } from './content-boundaries';

/**
 * A lot number as printed on the bottle: `SW`, the year and month of manufacture (`YYMM`), a dash
 * and the run number of that month (`001`–`999`).
 */
export const LOT_CODE_EXAMPLE = 'SW2602-014';

const LOT_CODE = /^SW(\d{2})(\d{2})-(\d{3})$/;
/**
 * What a shopper may type between the characters of a lot number and the lookup ignores: spaces
 * of any kind, "-" and the dashes a keyboard or a copied label gives instead ("SW2602–014").
 */
const SEPARATORS = /[\s\u2010-\u2015\u2212-]+/g;
/** A lot number once its separators are gone: `SW`, the year and month, the run number. */
const LOT_CHARACTERS = /^SW(\d{2})(\d{2})(\d{3})$/;

export type LotCodeParse = { ok: true; code: string } | { ok: false; error: string };

/**
 * Reads a lot number the way a shopper or an editor types it: in any case and spacing, with the
 * dash, a typographic dash, a space or nothing before the run number ("sw2601 006", "SW2601006").
 * Answers the code as printed (`SW2602-014`), or why the input is not one, in words fit for both.
 */
export function parseLotCode(input: string): LotCodeParse {
  const characters = input.replace(SEPARATORS, '').toUpperCase();
  if (characters === '') return { ok: false, error: 'Enter the lot number printed on the bottle.' };
  const match = LOT_CHARACTERS.exec(characters);
  if (!match) {
    return {
      ok: false,
      error: `A lot number looks like ${LOT_CODE_EXAMPLE}: SW, four digits, a dash and three digits.`,
    };
  }
  const month = Number(match[2]);
  if (month < 1 || month > 12) {
    return {
      ok: false,
      error: `The 3rd and 4th digits of a lot number are the month it was made (01 to 12); "${match[2]}" is not a month.`,
    };
  }
  if (match[3] === '000') return { ok: false, error: 'The run number after the dash starts at 001.' };
  return { ok: true, code: `SW${match[1]}${match[2]}-${match[3]}` };
}

/** The year and month a valid lot code says it was made in, as `YYYY-MM` (`SW2602-014` → `2026-02`). */
export function lotMonth(code: string): string | undefined {
  const match = LOT_CODE.exec(code);
  return match ? `20${match[1]}-${match[2]}` : undefined;
}

/** Why the manufacture date does not fit the month the lot number encodes, or undefined. */
export function lotMonthProblem(lotCode: string, manufactureDate: string): string | undefined {
  const month = lotMonth(lotCode);
  if (!month || manufactureDate.slice(0, 7) === month) return undefined;
  return `Lot ${lotCode} says it was made in ${month}, but this date is in ${manufactureDate.slice(0, 7)}. Check the lot number or the date.`;
}

/** Calendar dates (YYYY-MM-DD) compare as text. */
export function expiryProblem(manufactureDate: string, expiryDate: string): string | undefined {
  return expiryDate > manufactureDate ? undefined : 'The expiry date must be after the manufacture date.';
}

/** Why a test date is refused: a lot is tested after it is made, before it expires, and not in the future. */
export function testDateProblem(
  testDate: string,
  { manufactureDate, expiryDate, today }: { manufactureDate?: string; expiryDate?: string; today: string },
): string | undefined {
  if (testDate > today) return 'The test date cannot be in the future.';
  if (manufactureDate && testDate < manufactureDate) {
    return 'The test date cannot be before the manufacture date.';
  }
  if (expiryDate && testDate > expiryDate) return 'The test date cannot be after the expiry date.';
  return undefined;
}

/** Today in the reader's own time zone, as a calendar date (YYYY-MM-DD). */
export function calendarToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Units a label claim is stated in; the measured amount is in the same unit. */
export const potencyUnits = ['mcg', 'mg', 'g', 'IU', 'billion CFU'] as const;

/**
 * The measured amounts the store publishes, in % of the label claim. Outside this range a figure is
 * almost surely a typing slip (a unit or a decimal point), not a result.
 */
export const POTENCY_RANGE = { min: 50, max: 300 } as const;

/** The measured amount as a percentage of the label claim (unrounded). */
export function percentOfClaim(claim: number, measured: number): number {
  return (measured / claim) * 100;
}

/** Why a potency row's measured amount is refused, or undefined. */
export function potencyProblem(claim: number | undefined, measured: number): string | undefined {
  if (!(measured > 0)) return 'The measured amount must be a number above 0.';
  if (!claim || !(claim > 0)) return undefined;
  const percent = percentOfClaim(claim, measured);
  if (percent < POTENCY_RANGE.min || percent > POTENCY_RANGE.max) {
    return `This is ${formatPercent(percent)} of the label claim; results from ${POTENCY_RANGE.min}% to ${POTENCY_RANGE.max}% are accepted. Check the amount and that both are in the same unit.`;
  }
  return undefined;
}

/** 104.2%: one decimal, as certificates of analysis state it. */
export function formatPercent(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/** An amount as a report states it: 1,300, 0.125 (up to three decimals, as a label prints them). */
export function formatAmount(amount: number): string {
  return formatNumber(amount);
}

/** The heavy metals every report states, in the order the store lists them. */
export const heavyMetals = ['lead', 'arsenic', 'cadmium', 'mercury'] as const;
export type HeavyMetal = (typeof heavyMetals)[number];

export const heavyMetalNames: Record<HeavyMetal, string> = {
  lead: 'Lead',
  arsenic: 'Arsenic',
  cadmium: 'Cadmium',
  mercury: 'Mercury',
};

/** Where the store's published limits for heavy metals come from. */
export const metalLimitSources = [
  'California Prop 65 MADL',
  'California Prop 65 NSRL',
  'USP <2232>',
  'FDA interim reference level',
] as const;

const ISO_17025 = /ISO\/IEC\s*17025(?::\d{4})?/i;

/** Why an accreditation is refused: it names ISO/IEC 17025 and the certificate number. */
export function accreditationProblem(accreditation: string): string | undefined {
  if (!ISO_17025.test(accreditation)) {
    return 'Name the ISO/IEC 17025 accreditation, e.g. "ISO/IEC 17025 — A2LA certificate 1234.01".';
  }
  if (!/\d/.test(accreditation.replace(ISO_17025, ''))) {
    return 'Add the number of the accreditation certificate, e.g. "... certificate 1234.01".';
  }
  return undefined;
}

/** A potency row with its % of the label claim, which the store computes from the two amounts. */
export type PotencyResult = LabReportAnswer['potency'][number] & { percentOfClaim: number };

export interface HeavyMetalResult {
  metal: HeavyMetal;
  name: string;
  /** mcg per daily serving. */
  measured: number;
  /** The limit the store publishes, mcg per daily serving. */
  limit: number;
  limitSource: string;
  withinLimit: boolean;
}

/** A lab report as the storefront shows it (`reshapeLabReport` below makes it of the content's answer). */
export type LabReport = Omit<LabReportAnswer, 'potency' | 'heavyMetals'> & {
  potency: PotencyResult[];
  heavyMetals: HeavyMetalResult[];
};

/** A report as the content answers it → as the store shows it: % of claim added, metals in order. */
export function reshapeLabReport(answer: LabReportAnswer): LabReport {
  return {
    ...answer,
    potency: answer.potency.map((row) => ({
      ...row,
      percentOfClaim: percentOfClaim(row.claim, row.measured),
    })),
    heavyMetals: heavyMetals.map((metal) => {
      const { measured, limit, limitSource } = answer.heavyMetals[metal];
      return {
        metal,
        name: heavyMetalNames[metal],
        measured,
        limit,
        limitSource,
        withinLimit: measured <= limit,
      };
    }),
  };
}
