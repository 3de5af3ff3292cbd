import { useId, type ComponentProps, type ReactNode } from 'react';
import { ContentIcon } from '../../../components/content-icon';
import type { MedicationChoice } from '../../../domain/quiz-medications';
import { toggleQuizChoice, type QuizAnswers, type QuizStep } from '../../../domain/recommendations';
import type { Quiz } from '../../../domain/types';
import { MedicationsQuestion, medicationsQuestion } from './medications-question';
import { MultipleChoice } from './multiple-choice';
import { QuizQuestion } from './quiz-question';
import { SingleChoice } from './single-choice';
import { quizParameterDescriptions } from '../quiz-form';

interface QuizStepContentProps {
  step: QuizStep;
  quiz: Quiz;
  answers: QuizAnswers;
  onChange: (answers: QuizAnswers) => void;
  /** The optional medications question's choices (kept apart: they never leave this browser). */
  medications: readonly MedicationChoice[];
  onMedicationsChange: (medications: MedicationChoice[]) => void;
  /** Whether the medications question is open on the last step. */
  medicationsOpen: boolean;
  onMedicationsOpenChange: (open: boolean) => void;
  /** Which question takes focus when it appears: none for the first one shown (the dialog takes it). */
  focus: 'question' | 'medications' | null;
  questionLevel: 'h2' | 'h3';
  /** The answers are parameters of the quiz page's WebMCP tool (quiz-form.ts): say what each means. */
  asTool?: boolean;
}

/** The question of one step and its answers, in the words the editors wrote in the Studio. */
export function QuizStepContent({
  step,
  quiz,
  answers,
  onChange,
  medications,
  onMedicationsChange,
  medicationsOpen,
  onMedicationsOpenChange,
  focus,
  questionLevel,
  asTool = false,
}: QuizStepContentProps) {
  const questionId = useId();
  const question = (text: string, answersOfStep: ReactNode) => (
    // A fresh key per step remounts the question, which moves focus to it.
    <QuizQuestion
      key={step}
      id={questionId}
      question={text}
      level={questionLevel}
      focusOnMount={focus === 'question'}
    >
      {answersOfStep}
    </QuizQuestion>
  );

  // The answers of a question with one choice (radio tiles) or any number (checkbox tiles).
  const oneOf = (field: 'ageGroup' | 'gender', options: ComponentProps<typeof SingleChoice>['options']) => (
    <SingleChoice
      labelledBy={questionId}
      name={field}
      paramDescription={asTool ? quizParameterDescriptions[field] : undefined}
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
      name={field}
      paramDescription={asTool ? quizParameterDescriptions[field] : undefined}
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
            icon: <ContentIcon name={concern.icon} fontSize="small" color="primary" />,
          })),
          { xs: 1, sm: 2 },
        ),
      );
    case 4:
      // The last step: the symptoms, and the optional medications question below them.
      return question(
        quiz.steps.symptoms,
        <>
          {anyOf('symptoms', quiz.symptoms)}
          <MedicationsQuestion
            question={quiz.steps.medications ?? medicationsQuestion}
            level={questionLevel}
            open={medicationsOpen}
            onOpenChange={onMedicationsOpenChange}
            selected={medications}
            onChange={onMedicationsChange}
            focusOnMount={focus === 'medications'}
          />
        </>,
      );
  }
}
