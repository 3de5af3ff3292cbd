/**
 * The quiz's optional medications question as the shopper answers it: any of the medication
 * classes, or "None", or "Prefer not to say". The last two stand alone: ticking one clears the
 * others, and ticking a class clears them.
 */
import {
  isMedicationClass,
  medicationClasses,
  type MedicationAnswer,
  type MedicationClass,
} from './medications';

export type MedicationChoice = MedicationClass | 'none' | 'prefer-not-to-say';

/** The choices in the order the question lists them. */
export const medicationChoices: readonly MedicationChoice[] = [
  ...medicationClasses,
  'none',
  'prefer-not-to-say',
];

const exclusive = (choice: MedicationChoice) => choice === 'none' || choice === 'prefer-not-to-say';

/** Ticks or unticks `choice`, keeping "None" and "Prefer not to say" apart from everything else. */
export function toggleMedicationChoice(
  choices: readonly MedicationChoice[],
  choice: MedicationChoice,
): MedicationChoice[] {
  if (choices.includes(choice)) return choices.filter((chosen) => chosen !== choice);
  if (exclusive(choice)) return [choice];
  return [...choices.filter((chosen) => !exclusive(chosen)), choice];
}

/** The answer the choices make, or null when nothing is ticked (the question was left unanswered). */
export function medicationAnswerOf(choices: readonly MedicationChoice[]): MedicationAnswer | null {
  if (choices.includes('none')) return { choice: 'none' };
  if (choices.includes('prefer-not-to-say')) return { choice: 'prefer-not-to-say' };
  const classes = medicationClasses.filter((medication) => choices.includes(medication));
  return classes.length > 0 ? { choice: 'classes', classes } : null;
}

/** The choices a saved answer shows as ticked when the quiz is taken again. */
export function medicationChoicesOf(answer: MedicationAnswer | null): MedicationChoice[] {
  if (!answer) return [];
  if (answer.choice === 'classes') return answer.classes.filter(isMedicationClass);
  return [answer.choice];
}
