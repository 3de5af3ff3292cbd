import { useState, type ReactNode } from 'react';
import { Alert, Button, Skeleton, Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  canLeaveQuizStep,
  emptyQuizAnswers,
  quizStepCount,
  recommendedProductNumbers,
  type QuizAnswers,
  type QuizStep,
} from '../../domain/recommendations';
import type { Quiz } from '../../domain/types';
import { QuizProgress } from './components/quiz-progress';
import { QuizStepContent } from './components/quiz-step-content';

interface QuizSession {
  step: QuizStep;
  answers: QuizAnswers;
  /** Set when the shopper asks for recommendations: the catalogue numbers to show. */
  recommendations: string[] | null;
  /** Whether the shopper has moved between steps (then focus follows the new question). */
  moved: boolean;
}

const newSession = (initialConcern?: string): QuizSession => ({
  step: 1,
  answers: emptyQuizAnswers(initialConcern),
  recommendations: null,
  moved: false,
});

/** A concern the quiz does not offer (say, an old link) is not an answer the shopper can see. */
function offeredAnswers(answers: QuizAnswers, quiz: Quiz): QuizAnswers {
  const offered = (value: string) => quiz.concerns.some((concern) => concern.value === value);
  return { ...answers, primaryConcerns: answers.primaryConcerns.filter(offered) };
}

export interface QuizSteps {
  /** The progress bar and the current step's question with its answers (or the loading and error states). */
  body: ReactNode;
  /** Back, Next and "Get My Recommendations". */
  actions: ReactNode;
  /** The catalogue numbers to recommend once the shopper has finished, else null. */
  recommendations: string[] | null;
  /** Starts afresh at step 1, with `concern` ticked if given. */
  restart: (concern?: string) => void;
}

/**
 * The four-step wellness quiz as the dialog and the quiz page both show it: the shopper's answers,
 * the step, and the controls that move between steps and finish.
 */
/** The quiz as it loads: the dialog fetches it when opened, the quiz page has it already. */
type QuizQuery = Pick<UseQueryResult<Quiz>, 'data' | 'isError' | 'error' | 'isFetching' | 'refetch'>;

export function useQuizSteps(
  quizQuery: QuizQuery,
  { initialConcern, questionLevel }: { initialConcern?: string; questionLevel: 'h2' | 'h3' },
): QuizSteps {
  const [session, setSession] = useState(() => newSession(initialConcern));
  const quiz = quizQuery.data;
  const answers = quiz ? offeredAnswers(session.answers, quiz) : session.answers;
  const { step } = session;
  const canContinue = quiz !== undefined && canLeaveQuizStep(step, answers);
  const goTo = (next: QuizStep) => setSession((current) => ({ ...current, step: next, moved: true }));
  const finish = () => {
    if (!quiz) return;
    setSession((current) => ({ ...current, recommendations: recommendedProductNumbers(answers, quiz) }));
  };

  const body = (
    <>
      <QuizProgress step={step} />
      {quiz ? (
        <QuizStepContent
          step={step}
          quiz={quiz}
          answers={answers}
          onChange={(next) => setSession((current) => ({ ...current, answers: next }))}
          focusQuestion={session.moved}
          questionLevel={questionLevel}
        />
      ) : quizQuery.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void quizQuery.refetch()} disabled={quizQuery.isFetching}>
              {quizQuery.isFetching ? 'Retrying…' : 'Try again'}
            </Button>
          }
        >
          {quizQuery.error?.message}
        </Alert>
      ) : (
        <Stack spacing={1.25} aria-busy="true" aria-label="Loading the quiz">
          <Skeleton variant="text" width="70%" height={36} />
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={52} />
          ))}
        </Stack>
      )}
    </>
  );

  const actions = (
    <>
      {step > 1 && (
        <Button onClick={() => goTo((step - 1) as QuizStep)} sx={{ mr: 'auto' }}>
          Back
        </Button>
      )}
      {step < quizStepCount ? (
        <Button variant="contained" disabled={!canContinue} onClick={() => goTo((step + 1) as QuizStep)}>
          Next
        </Button>
      ) : (
        <Button variant="contained" disabled={!canContinue} onClick={finish}>
          Get My Recommendations
        </Button>
      )}
    </>
  );

  return {
    body,
    actions,
    recommendations: session.recommendations,
    restart: (concern) => setSession(newSession(concern)),
  };
}
