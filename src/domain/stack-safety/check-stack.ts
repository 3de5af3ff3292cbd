/**
 * "A safe stack": what the shop can tell a shopper about the products they mean to take together,
 * from the Supplement Facts alone. It adds up each nutrient against the adult Tolerable Upper Intake
 * Level (UL) of the NIH Office of Dietary Supplements, points out an ingredient that is in more than
 * one product, and applies the quality team's interaction rules to the medications the shopper named.
 *
 * Every finding says what was found and asks the shopper to talk to a healthcare provider; none
 * diagnoses or suggests an amount.
 *
 * Each job has its own file beside this one: upper-limits.ts, duplicates.ts and
 * medication-interactions.ts find, nutrients.ts names what a label lists, wording.ts words it.
 */
import type { InteractionRule, MedicationClass } from '../medications';
import { duplicateFindings } from './duplicates';
import { severityOrder, type Finding, type FindingKind, type StackItem } from './findings';
import { interactionFindings } from './medication-interactions';
import { upperLimitFindings } from './upper-limits';
import { productSource } from './wording';

export interface StackSafetyOptions {
  medications?: readonly MedicationClass[];
  rules?: readonly InteractionRule[];
}

/** A product whose Supplement Facts are not published yet cannot be checked: the shopper is told so. */
function unpublishedFindings(items: readonly StackItem[]): Finding[] {
  return items
    .filter((item) => item.facts === null)
    .map((item) => ({
      kind: 'unreadable',
      severity: 'info',
      message: `We cannot check ${item.title}: its Supplement Facts are not published yet. Ask your healthcare provider to look at its label with you.`,
      source: productSource(item),
      handles: [item.handle],
    }));
}

const kindOrder: Record<FindingKind, number> = {
  'upper-limit': 0,
  interaction: 1,
  duplicate: 2,
  unreadable: 3,
};

/** Every finding for a stack, the most serious first (warning, caution, info), then by kind. */
export function checkStack(items: readonly StackItem[], options: StackSafetyOptions = {}): Finding[] {
  const { medications = [], rules = [] } = options;
  return [
    ...upperLimitFindings(items),
    ...interactionFindings(items, medications, rules),
    ...duplicateFindings(items),
    ...unpublishedFindings(items),
  ].sort(
    (a, b) => severityOrder[a.severity] - severityOrder[b.severity] || kindOrder[a.kind] - kindOrder[b.kind],
  );
}
