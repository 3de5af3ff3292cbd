/**
 * How findings are named where there is no room for their full message (a cart line, a product
 * card): what was found, in a few words, never what to do about it.
 */
import type { FindingSeverity } from '../../domain/medications';
import type { Finding } from '../../domain/stack-safety/findings';

/** Severity in words, so it never rests on an icon's colour alone. */
export const severityLabels: Record<FindingSeverity, string> = {
  warning: 'Warning',
  caution: 'Caution',
  info: 'Note',
};

const severityNouns: Record<FindingSeverity, [one: string, many: string]> = {
  warning: ['warning', 'warnings'],
  caution: ['caution', 'cautions'],
  info: ['note', 'notes'],
};

const severities: FindingSeverity[] = ['warning', 'caution', 'info'];

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 warning and 2 cautions", most serious first. */
export function countText(findings: readonly Pick<Finding, 'severity'>[]): string {
  const parts = severities.flatMap((severity) => {
    const count = findings.filter((finding) => finding.severity === severity).length;
    if (count === 0) return [];
    const [one, many] = severityNouns[severity];
    return [`${count} ${count === 1 ? one : many}`];
  });
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** A few words for a finding: "Vitamin D above its upper limit", "Potassium and your medications". */
export function findingHeadline(finding: Pick<Finding, 'kind' | 'nutrient'>): string {
  const nutrient = finding.nutrient ? capitalise(finding.nutrient) : null;
  switch (finding.kind) {
    case 'upper-limit':
      return `${nutrient ?? 'A nutrient'} above its upper limit`;
    case 'duplicate':
      return `${nutrient ?? 'An ingredient'} in more than one product`;
    case 'interaction':
      return `${nutrient ?? 'An ingredient'} and your medications`;
    case 'unreadable':
      return nutrient ? `${nutrient} could not be added up` : 'Supplement Facts could not be checked';
  }
}
