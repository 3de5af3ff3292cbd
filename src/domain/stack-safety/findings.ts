/**
 * What the stack check reads and what it tells: the products of a stack, the findings about them,
 * and how a product's line picks its own findings and shows the most serious one.
 */
import type { FindingSeverity } from '../medications';
import type { SupplementFacts } from '../supplement-facts';

/** One product in the stack. The suggested use may say more, but servings a day default to 1. */
export interface StackItem {
  handle: string;
  title: string;
  facts: SupplementFacts | null;
  servingsPerDay?: number;
}

export type FindingKind = 'upper-limit' | 'duplicate' | 'interaction' | 'unreadable';

export interface Finding {
  kind: FindingKind;
  severity: FindingSeverity;
  message: string;
  source: { label: string; url: string };
  /** The products involved. */
  handles: string[];
  /** The nutrient or ingredient, as the message names it. */
  nutrient?: string;
}

export const severityOrder: Record<FindingSeverity, number> = { warning: 0, caution: 1, info: 2 };

/** The findings that involve one product, for its line in the stack. */
export function findingsFor(handle: string, findings: readonly Finding[]): Finding[] {
  return findings.filter((finding) => finding.handles.includes(handle));
}

/** The most serious severity among the findings, or null when there are none. */
export function worstSeverity(findings: readonly Finding[]): FindingSeverity | null {
  let worst: FindingSeverity | null = null;
  for (const { severity } of findings) {
    if (worst === null || severityOrder[severity] < severityOrder[worst]) worst = severity;
  }
  return worst;
}
