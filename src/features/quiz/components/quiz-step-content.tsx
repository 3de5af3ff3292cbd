import { useId, type ReactNode } from 'react';
import { ContentIcon } from '../../../components/content-icon';
import type { MedicationChoice } from '../../../domain/quiz-medications';
import { toggleQuizChoice, type QuizAnswers, type QuizStep } from '../../../domain/recommendations';
import type { Quiz } from '../../../domain/types';
import { MedicationsAnswers, medicationsQuestion } from './medications-question';
import { MultipleChoice } from './multiple-choice';
import { QuizQuestion } from './quiz-question';
import { SingleChoice } from './single-choice';

interface QuizStepContentProps {
  step: QuizStep;
  quiz: Quiz;
  answers: QuizAnswers;
  onChange: (answers: QuizAnswers) => void;
  /** The optional medications question's choices (kept apart: they never leave this browser). */
  medications: readonly MedicationChoice[];
  onMedicationsChange: (medications: MedicationChoice[]) => void;
  /** False for the first step shown, whose dialog already takes focus when it opens. */
  focusQuestion: boolean;
  questionLevel: 'h2' | 'h3';
}

/** The question of one step and its answers, in the words the editors wrote in the Studio. */
export function QuizStepContent({
  step,
  quiz,
  answers,
  onChange,
  medications,
  onMedicationsChange,
  focusQuestion,
  questionLevel,
}: QuizStepContentProps) {
  const questionId = useId();
  const question = (text: string, answersOfStep: ReactNode) => (
    // A fresh key per step remounts the question, which moves focus to it.
    <QuizQuestion
      key={step}
      id={questionId}
      question={text}
      level={questionLevel}
      focusOnMount={focusQuestion}
    >
      {answersOfStep}
    </QuizQuestion>
  );

  switch (step) {
    case 1:
      return question(
        quiz.steps.ageGroup,
        <SingleChoice
          labelledBy={questionId}
          options={quiz.ageGroups}
          value={answers.ageGroup}
          onChange={(ageGroup) => onChange({ ...answers, ageGroup })}
        />,
      );
    case 2:
      return question(
        quiz.steps.gender,
        <SingleChoice
          labelledBy={questionId}
          options={quiz.genders}
          value={answers.gender}
          onChange={(gender) => onChange({ ...answers, gender })}
        />,
      );
    case 3:
      return question(
        quiz.steps.concerns,
        <MultipleChoice
          labelledBy={questionId}
          columns={{ xs: 1, sm: 2 }}
          options={quiz.concerns.map((concern) => ({
            ...concern,
            icon: <ContentIcon name={concern.icon} fontSize="small" sx={{ color: 'primary.main' }} />,
          }))}
          selected={answers.primaryConcerns}
          onToggle={(value) =>
            onChange({ ...answers, primaryConcerns: toggleQuizChoice(answers.primaryConcerns, value) })
          }
        />,
      );
    case 4:
      return question(
        quiz.steps.symptoms,
        <MultipleChoice
          labelledBy={questionId}
          options={quiz.symptoms}
          selected={answers.symptoms}
          onToggle={(value) => onChange({ ...answers, symptoms: toggleQuizChoice(answers.symptoms, value) })}
        />,
      );
    case 5:
      return question(
        quiz.steps.medications ?? medicationsQuestion,
        <MedicationsAnswers labelledBy={questionId} selected={medications} onChange={onMedicationsChange} />,
      );
  }
}
