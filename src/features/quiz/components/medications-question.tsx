import { useId } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { medicationClassLabels } from '../../../domain/medications';
import {
  medicationChoices,
  toggleMedicationChoice,
  type MedicationChoice,
} from '../../../domain/quiz-medications';
import { MultipleChoice } from './multiple-choice';
import { QuizQuestion } from './quiz-question';

/** The question when the editors have not worded it (`steps.medications` in the Studio). */
export const medicationsQuestion = 'Do you take any of these medications?';

/** The button that opens the question on the last step. */
export const addMedicationsLabel = 'Add your medications to check your stack';

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
      <Typography id={noteId} variant="body2" color="textSecondary" sx={{ mt: -1, mb: 2 }}>
        Optional. Your answer stays in this browser and is used only to look for interactions with the
        products you choose.
      </Typography>
      <MultipleChoice
        labelledBy={labelledBy}
        describedBy={noteId}
        columns={{ xs: 1, sm: 2 }}
        options={options}
        selected={selected}
        onToggle={(value) => onChange(toggleMedicationChoice(selected, value as MedicationChoice))}
      />
    </>
  );
}

interface MedicationsQuestionProps {
  /** The question as the editors worded it. */
  question: string;
  level: 'h2' | 'h3';
  /** Whether the question is open: only an open question's answer is kept when the quiz finishes. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  selected: readonly MedicationChoice[];
  onChange: (selected: MedicationChoice[]) => void;
  /** Moves focus to the question when it appears already open (the quiz opened from a stack check). */
  focusOnMount: boolean;
}

/**
 * The optional medications question, part of the last step rather than a step of its own: a
 * button opens it below the symptoms, and closing it again leaves the saved answer as it was.
 */
export function MedicationsQuestion({
  question,
  level,
  open,
  onOpenChange,
  selected,
  onChange,
  focusOnMount,
}: MedicationsQuestionProps) {
  const questionId = useId();
  const regionId = `${questionId}-region`;
  return (
    <Box sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Button
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => onOpenChange(!open)}
        endIcon={
          <ExpandMoreIcon
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
        sx={{ px: 1, ml: -1 }}
      >
        {addMedicationsLabel}
      </Button>
      <Box id={regionId} hidden={!open} sx={{ mt: 2 }}>
        {open && (
          <QuizQuestion id={questionId} question={question} level={level} focusOnMount={focusOnMount}>
            <MedicationsAnswers labelledBy={questionId} selected={selected} onChange={onChange} />
          </QuizQuestion>
        )}
      </Box>
    </Box>
  );
}
