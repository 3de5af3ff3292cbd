import { Typography } from '@mui/material';
import { medicationClassLabels } from '../../../domain/medications';
import {
  medicationChoices,
  toggleMedicationChoice,
  type MedicationChoice,
} from '../../../domain/quiz-medications';
import { MultipleChoice } from './multiple-choice';

/** The question when the editors have not worded it (`steps.medications` in the Studio). */
export const medicationsQuestion = 'Do you take any of these medications?';

const choiceLabels: Record<MedicationChoice, string> = {
  ...medicationClassLabels,
  none: 'None',
  'prefer-not-to-say': 'Prefer not to say',
};

const options = medicationChoices.map((value) => ({ value, label: choiceLabels[value] }));

interface MedicationsAnswersProps {
  labelledBy: string;
  selected: readonly MedicationChoice[];
  onChange: (selected: MedicationChoice[]) => void;
}

/**
 * The optional question's answers: the medication classes, "None" and "Prefer not to say" (those
 * two stand alone), and what the store does with the answer, said before the shopper gives it.
 */
export function MedicationsAnswers({ labelledBy, selected, onChange }: MedicationsAnswersProps) {
  const noteId = `${labelledBy}-note`;
  return (
    <>
      <Typography id={noteId} variant="body2" color="text.secondary" sx={{ mt: -1, mb: 2 }}>
        Optional. Your answer stays in this browser and is used only to look for interactions with the
        products you choose.
      </Typography>
      <MultipleChoice
        labelledBy={labelledBy}
        describedBy={noteId}
        options={options}
        selected={selected}
        onToggle={(value) => onChange(toggleMedicationChoice(selected, value as MedicationChoice))}
      />
    </>
  );
}
