/** Test-only: Supplement Facts rows, products and interaction rules for the stack check's tables. */
import type { InteractionRule } from '../medications';
import type { ProprietaryBlend, SupplementFactsRow } from '../supplement-facts';
import type { Finding, StackItem } from './findings';

/** A label row: `amount` `unit` of `name`, with its form and a second statement of the amount when given. */
export function row(
  name: string,
  amount: number,
  unit: string,
  { form = null, note = null }: { form?: string | null; note?: string | null } = {},
): SupplementFactsRow {
  return { name, form, amount, unit, amountNote: note, dailyValue: null, indent: false };
}

export function product(
  handle: string,
  title: string,
  rows: SupplementFactsRow[],
  { servingsPerDay, blends = [] }: { servingsPerDay?: number; blends?: ProprietaryBlend[] } = {},
): StackItem {
  return {
    handle,
    title,
    servingsPerDay,
    facts: {
      servingSize: '1 capsule',
      servingsPerContainer: 60,
      rows,
      blends,
      otherIngredients: null,
      allergens: null,
      suggestedUse: null,
      warnings: null,
    },
  };
}

/** The first finding, failing the test when there is none. */
export function first(findings: Finding[]): Finding {
  const [finding] = findings;
  if (!finding) throw new Error('expected a finding');
  return finding;
}

export const ofKind = (findings: Finding[], kind: Finding['kind']) => findings.filter((f) => f.kind === kind);

export const rule = (overrides: Partial<InteractionRule> = {}): InteractionRule => ({
  ingredient: 'Potassium',
  medicationClass: 'blood-pressure',
  severity: 'caution',
  message: 'Potassium can add to the effect of some blood-pressure medications on blood potassium.',
  sourceUrl: 'https://medlineplus.gov/druginfo/natural/potassium.html',
  ...overrides,
});
