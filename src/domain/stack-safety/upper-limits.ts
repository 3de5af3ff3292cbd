/**
 * Daily upper limits: each nutrient of a stack added up, across its products and their servings a
 * day, against the adult Tolerable Upper Intake Level (UL) of the NIH Office of Dietary Supplements,
 * with the label's units converted to the UL's.
 */
import { formatNumber, type SupplementFactsRow } from '../supplement-facts';
import type { Finding, StackItem } from './findings';
import { nutrientOf, nutrients, nutrientSource, type NutrientKey } from './nutrients';
import { listOf, productSource, talkToProvider, uniqueTitles } from './wording';

type LimitUnit = 'mcg' | 'mg';

export interface UpperLimit {
  amount: number;
  unit: LimitUnit;
  /** Who and what the limit is for, when it is not simply all of it for adults. */
  scope?: string;
  /** What the total is of, when the UL counts one form only: "preformed vitamin A". */
  counted?: string;
}

/**
 * Adult (19+) Tolerable Upper Intake Levels, from each nutrient's ODS fact sheet. Calcium's is the
 * 19–50 one (2,500 mg); from 51 it is 2,000 mg, which the message says.
 */
export const upperLimits = {
  'vitamin-a': { amount: 3000, unit: 'mcg', counted: 'preformed vitamin A (retinol)' },
  'vitamin-d': { amount: 100, unit: 'mcg' },
  'vitamin-e': { amount: 1000, unit: 'mg', scope: 'for adults, from supplements' },
  'vitamin-b6': { amount: 100, unit: 'mg' },
  niacin: { amount: 35, unit: 'mg', scope: 'for adults, from supplements and fortified foods' },
  folate: {
    amount: 1000,
    unit: 'mcg',
    scope: 'for adults, from supplements and fortified foods',
    counted: 'folate, counted as folic acid,',
  },
  'vitamin-c': { amount: 2000, unit: 'mg' },
  calcium: { amount: 2500, unit: 'mg', scope: 'for adults 19 to 50 (2,000 mg from age 51)' },
  iron: { amount: 45, unit: 'mg' },
  zinc: { amount: 40, unit: 'mg' },
  selenium: { amount: 400, unit: 'mcg' },
  iodine: { amount: 1100, unit: 'mcg' },
  magnesium: { amount: 350, unit: 'mg', scope: 'for adults, from supplements' },
  copper: { amount: 10, unit: 'mg' },
  manganese: { amount: 11, unit: 'mg' },
  choline: { amount: 3500, unit: 'mg' },
} as const satisfies Partial<Record<NutrientKey, UpperLimit>>;

export type LimitedNutrient = keyof typeof upperLimits;

function hasUpperLimit(key: NutrientKey): key is LimitedNutrient {
  return Object.hasOwn(upperLimits, key);
}

/** Everything the label says about a row's form: the form column and any parentheses in its name. */
function formText(row: Pick<SupplementFactsRow, 'name' | 'form'>): string {
  return `${row.name} ${row.form ?? ''}`.toLowerCase();
}

/**
 * The vitamin A UL counts preformed vitamin A (retinol and its esters) only. A row whose form names
 * beta-carotene and no retinol/retinyl does not count; a row naming both counts in full, since the
 * label does not give the split (the safe side); a row naming no form counts in full too.
 */
export function countsAsPreformedVitaminA(row: Pick<SupplementFactsRow, 'name' | 'form'>): boolean {
  const text = formText(row);
  return /retin/.test(text) || !/carot/.test(text);
}

/** Synthetic vitamin E (dl-alpha, all-rac) is told apart by its form; natural (d-alpha) is the default. */
export function isSyntheticVitaminE(row: Pick<SupplementFactsRow, 'name' | 'form'>): boolean {
  return /\bdl-|all-rac|synthetic/.test(formText(row));
}

const unitAliases: Record<string, string> = {
  mcg: 'mcg',
  µg: 'mcg',
  μg: 'mcg',
  ug: 'mcg',
  microgram: 'mcg',
  micrograms: 'mcg',
  mg: 'mg',
  milligram: 'mg',
  milligrams: 'mg',
  g: 'g',
  gram: 'g',
  grams: 'g',
  iu: 'IU',
  'i.u.': 'IU',
  'mcg rae': 'mcg RAE',
  'mcg dfe': 'mcg DFE',
  'mg ne': 'mg NE',
  'mg at': 'mg AT',
  'mg alpha-te': 'mg AT',
};

const massInMcg: Record<string, number> = { mcg: 1, mg: 1000, g: 1_000_000 };
const limitInMcg: Record<LimitUnit, number> = { mcg: 1, mg: 1000 };

/**
 * An amount in the unit of the nutrient's UL, or null when the unit does not convert for it.
 * - mcg, mg and g convert for every nutrient; vitamin A in mcg is read as mcg RAE, vitamin E in mg as
 *   alpha-tocopherol, niacin in mg as mg NE (the same number).
 * - IU: vitamin D 40 IU = 1 mcg; vitamin A (retinol) 1 IU = 0.3 mcg RAE; vitamin E by the ODS's UL
 *   equivalents, 1,500 IU natural (d-alpha) or 1,100 IU synthetic (dl-alpha) = 1,000 mg. (The 0.67
 *   and 0.45 mg per IU factors measure activity; the UL counts all forms of alpha-tocopherol, which
 *   is why a synthetic IU weighs more here.)
 * - mcg DFE: folate's UL is for folic acid, and 1 mcg folic acid = 1.7 mcg DFE, so DFE / 1.7.
 *   Folate as L-5-MTHF is counted the same way (the label's DFE already says how much it stands for).
 */
export function amountInLimitUnit(
  key: LimitedNutrient,
  row: Pick<SupplementFactsRow, 'name' | 'form' | 'amount' | 'unit'>,
): number | null {
  const unit = unitAliases[row.unit.trim().toLowerCase().replace(/\s+/g, ' ')];
  if (!unit || !Number.isFinite(row.amount) || row.amount < 0) return null;
  const limitUnit = upperLimits[key].unit;
  const fromMcg = (mcg: number) => mcg / limitInMcg[limitUnit];
  const mass = massInMcg[unit];
  if (mass !== undefined) return fromMcg(row.amount * mass);
  switch (unit) {
    case 'mcg RAE':
      return key === 'vitamin-a' ? row.amount : null;
    case 'mcg DFE':
      return key === 'folate' ? row.amount / 1.7 : null;
    case 'mg NE':
      return key === 'niacin' ? row.amount : null;
    case 'mg AT':
      return key === 'vitamin-e' ? row.amount : null;
    case 'IU':
      if (key === 'vitamin-d') return row.amount / 40;
      if (key === 'vitamin-a') return row.amount * 0.3;
      if (key === 'vitamin-e') return (row.amount * 1000) / (isSyntheticVitaminE(row) ? 1100 : 1500);
      return null;
    default:
      return null;
  }
}

/** A second statement of the amount ("5,000 IU"), when the unit itself does not convert. */
function amountFromNote(key: LimitedNutrient, row: SupplementFactsRow): number | null {
  const match = row.amountNote?.trim().match(/^([\d,]*\.?\d+)\s*(.+)$/);
  if (!match) return null;
  const [, amount = '', unit = ''] = match;
  return amountInLimitUnit(key, { ...row, amount: Number(amount.replace(/,/g, '')), unit });
}

function servingsOf(item: StackItem): number {
  const servings = item.servingsPerDay ?? 1;
  return Number.isFinite(servings) && servings >= 0 ? servings : 1;
}

/**
 * A warning for each nutrient the stack gives more of a day than its UL, and a note for each amount
 * whose unit does not convert.
 */
export function upperLimitFindings(items: readonly StackItem[]): Finding[] {
  const totals = new Map<LimitedNutrient, { total: number; items: StackItem[] }>();
  const findings: Finding[] = [];
  for (const item of items) {
    if (!item.facts) continue;
    for (const row of item.facts.rows) {
      const key = nutrientOf(row);
      if (!key || !hasUpperLimit(key)) continue;
      if (key === 'vitamin-a' && !countsAsPreformedVitaminA(row)) continue;
      const amount = amountInLimitUnit(key, row) ?? amountFromNote(key, row);
      if (amount === null) {
        findings.push({
          kind: 'unreadable',
          severity: 'info',
          message: `We could not add up the ${nutrients[key].label} in ${item.title}: its unit '${row.unit}' is not one we can convert. Ask your healthcare provider to check its label with you.`,
          source: productSource(item),
          handles: [item.handle],
          nutrient: nutrients[key].label,
        });
        continue;
      }
      const entry = totals.get(key) ?? { total: 0, items: [] };
      entry.total += amount * servingsOf(item);
      if (!entry.items.includes(item)) entry.items.push(item);
      totals.set(key, entry);
    }
  }
  for (const [key, { total, items: sources }] of totals) {
    const limit: UpperLimit = upperLimits[key];
    // Floating-point sums (0.1 + 0.2) must not tip an amount that is exactly the UL over it.
    if (total <= limit.amount * (1 + 1e-9)) continue;
    const { handles, titles } = uniqueTitles(sources);
    const label = nutrients[key].label;
    const given = `${formatNumber(Math.round(total * 10) / 10)} ${limit.unit} of ${limit.counted ?? label} a day`;
    const ul = `the ${formatNumber(limit.amount)} ${limit.unit} upper limit ${limit.scope ?? 'for adults'}`;
    const lead = titles.length > 1 ? `Together, ${listOf(titles)} give` : `${titles[0]} gives`;
    findings.push({
      kind: 'upper-limit',
      severity: 'warning',
      message: `${lead} ${given}, above ${ul}. ${talkToProvider(titles.length)}`,
      source: nutrientSource(key),
      handles,
      nutrient: label,
    });
  }
  return findings;
}
