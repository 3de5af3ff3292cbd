import { useId, type ComponentProps, type ReactNode } from 'react';
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

  // The answers of a question with one choice (radio tiles) or any number (checkbox tiles).
  const oneOf = (field: 'ageGroup' | 'gender', options: ComponentProps<typeof SingleChoice>['options']) => (
    <SingleChoice
      labelledBy={questionId}
      options={options}
      value={answers[field]}
      onChange={(value) => onChange({ ...answers, [field]: value })}
    />
  );
  const anyOf = (
    field: 'primaryConcerns' | 'symptoms',
    options: ComponentProps<typeof MultipleChoice>['options'],
    columns?: ComponentProps<typeof MultipleChoice>['columns'],
  ) => (
    <MultipleChoice
      labelledBy={questionId}
      columns={columns}
      options={options}
      selected={answers[field]}
      onToggle={(value) => onChange({ ...answers, [field]: toggleQuizChoice(answers[field], value) })}
    />
  );

  switch (step) {
    case 1:
      return question(quiz.steps.ageGroup, oneOf('ageGroup', quiz.ageGroups));
    case 2:
      return question(quiz.steps.gender, oneOf('gender', quiz.genders));
    case 3:
      return question(
        quiz.steps.concerns,
        anyOf(
          'primaryConcerns',
          quiz.concerns.map((concern) => ({
            ...concern,
            icon: <ContentIcon name={concern.icon} fontSize="small" sx={{ color: 'primary.main' }} />,
          })),
          { xs: 1, sm: 2 },
        ),
      );
    case 4:
      return question(quiz.steps.symptoms, anyOf('symptoms', quiz.symptoms));
    case 5:
      return question(
        quiz.steps.medications ?? medicationsQuestion,
        <MedicationsAnswers labelledBy={questionId} selected={medications} onChange={onMedicationsChange} />,
      );
  }
}
