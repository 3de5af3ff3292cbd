/**
 * Medications a supplement can interact with, by class, as the quiz asks about them and as the
 * quality team writes interaction rules in Sanity (`interactionRule`). The store never asks which
 * drug or dose: a class is enough to say "talk to your healthcare provider about …".
 */

export const medicationClasses = [
  'blood-thinners',
  'blood-pressure',
  'diabetes',
  'thyroid',
  'antidepressants',
  'statins',
] as const;

export type MedicationClass = (typeof medicationClasses)[number];

/** How each class is named to the shopper. */
export const medicationClassLabels: Record<MedicationClass, string> = {
  'blood-thinners': 'Blood thinners (such as warfarin)',
  'blood-pressure': 'Blood-pressure medication (ACE inhibitors, ARBs)',
  diabetes: 'Diabetes medication',
  thyroid: 'Thyroid medication',
  antidepressants: 'Antidepressants (SSRIs)',
  statins: 'Statins (cholesterol medication)',
};

export function isMedicationClass(value: unknown): value is MedicationClass {
  return typeof value === 'string' && (medicationClasses as readonly string[]).includes(value);
}

/** How strongly a finding asks the shopper to check with a healthcare provider. */
export type FindingSeverity = 'info' | 'caution' | 'warning';

/** One interaction rule, as edited in Sanity: an ingredient and a medication class that do not mix well. */
export interface InteractionRule {
  /** The active ingredient as Supplement Facts name it, matched without case: "Vitamin K", "Turmeric". */
  ingredient: string;
  medicationClass: MedicationClass;
  severity: FindingSeverity;
  /** What was found, in plain words, never a diagnosis or a dose: "Vitamin K can change how warfarin works." */
  message: string;
  /** Where the rule comes from (NIH ODS, MedlinePlus…), an https URL. */
  sourceUrl: string;
}

/**
 * The shopper's answer to "Do you take any of these medications?": some classes, "None", or "Prefer
 * not to say". It stays in the shopper's browser and is used only to look for interactions.
 */
export type MedicationAnswer =
  { choice: 'classes'; classes: MedicationClass[] } | { choice: 'none' } | { choice: 'prefer-not-to-say' };

/** The classes an answer names (none for "None" and "Prefer not to say"). */
export function medicationsOf(answer: MedicationAnswer | null): readonly MedicationClass[] {
  return answer?.choice === 'classes' ? answer.classes : [];
}

/** An answer read back from storage, or null when it is missing or not an answer the quiz gives. */
export function parseMedicationAnswer(value: unknown): MedicationAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { choice, classes } = value as { choice?: unknown; classes?: unknown };
  if (choice === 'none' || choice === 'prefer-not-to-say') return { choice };
  if (choice !== 'classes' || !Array.isArray(classes) || classes.length === 0) return null;
  if (!classes.every(isMedicationClass)) return null;
  return { choice, classes: [...new Set(classes)] };
}
