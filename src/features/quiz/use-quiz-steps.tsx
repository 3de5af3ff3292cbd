import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, CircularProgress, Skeleton, Stack } from '@mui/material';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { answerAgent } from '../../lib/webmcp/agent-submit';
import { readQuizResult, useQuizResult } from './quiz-memory/quiz-result-store';
import { useMedicationAnswer } from '../../components/stack-safety/use-medications';
import type { MedicationAnswer } from '../../domain/medications';
import { medicationChoicesOf, type MedicationChoice } from '../../domain/quiz-medications';
import type { QuizResult } from '../../domain/quiz-result';
import {
  canLeaveQuizStep,
  offeredQuizAnswers,
  quizStepCount,
  retakeQuizAnswers,
  type QuizAnswers,
  type QuizStep,
} from '../../domain/recommendations';
import type { Quiz } from '../../domain/types';
import { QuizProgress } from './components/quiz-progress';
import { QuizStepContent } from './components/quiz-step-content';
import { useFinishQuiz } from './use-finish-quiz';
import { quizTool } from './quiz-form';

const loadQuizAnswer = () => import('./quiz-answer');

interface QuizSession {
  step: QuizStep;
  answers: QuizAnswers;
  /** The optional medications question's choices: saved in this browser only, never with the result. */
  medications: MedicationChoice[];
  /** Whether the medications question is open on the last step: only then is its answer saved. */
  medicationsOpen: boolean;
  /** Set when the shopper finishes: the recommendations and why (also kept in this browser). */
  result: QuizResult | null;
  /**
   * The question that takes focus as it appears: the step's once the shopper moves between steps,
   * the medications question when the quiz opens at it, none otherwise (the dialog takes focus).
   */
  focus: 'question' | 'medications' | null;
  /** Whether the shopper has answered or moved yet: until then a result read later may fill the answers in. */
  touched: boolean;
}

/** A session at step 1, with the previous answers (a retake) and the concern it was opened for. */
const newSession = (
  concern: string | undefined,
  previous: QuizResult | null,
  medications: MedicationAnswer | null,
  atMedications = false,
): QuizSession => {
  // Straight to the last step, at the medications question, only when the last answers are there
  // to finish with; otherwise from step 1, the question opening when the shopper gets there.
  const atLastStep = atMedications && previous !== null;
  const choices = medicationChoicesOf(medications);
  return {
    step: atLastStep ? quizStepCount : 1,
    answers: retakeQuizAnswers(previous?.answers, concern),
    medications: choices,
    // An answer given before shows, so it can be changed; otherwise the question waits to be opened.
    medicationsOpen: atMedications || choices.length > 0,
    result: null,
    focus: atLastStep ? 'medications' : null,
    touched: false,
  };
};

export interface QuizSteps {
  /** The progress bar and the current step's question with its answers (or the loading and error states). */
  body: ReactNode;
  /** Back, Next and, on the last step, "Get My Recommendations". */
  actions: ReactNode;
  /**
   * With `asForm`: the form the body and actions stand in, whose submit (Next, "Get My
   * Recommendations") moves the quiz on, and which is the WebMCP tool `take_wellness_quiz`.
   */
  form: { onSubmit: (event: FormEvent<HTMLFormElement>) => void } & Partial<ReturnType<typeof quizTool>>;
  /** The result once the shopper has finished, else null. */
  result: QuizResult | null;
  /**
   * Starts again at step 1 with the last answers filled in, and `concern` ticked if given; with
   * `atMedications`, at the last step's medications question when there are last answers to finish with.
   */
  restart: (concern?: string, atMedications?: boolean) => void;
}

/** The quiz as it loads: the dialog fetches it when opened, the quiz page has it already. */
type QuizQuery = Pick<UseQueryResult<Quiz>, 'data' | 'isError' | 'error' | 'isFetching' | 'refetch'>;

/**
 * The wellness quiz as the dialog and the quiz page both show it: the four steps (the last with the
 * optional medications question), the shopper's answers, and the controls that move between steps
 * and finish. A retake starts from the last result's answers; finishing keeps the new result in
 * this browser (and the medication answer, on its own, when the question is open).
 */
export function useQuizSteps(
  quizQuery: QuizQuery,
  {
    initialConcern,
    atMedications = false,
    questionLevel,
    asForm = false,
  }: {
    initialConcern?: string;
    atMedications?: boolean;
    questionLevel: 'h2' | 'h3';
    /** The steps stand in a form (the quiz page): see `QuizSteps.form`. */
    asForm?: boolean;
  },
): QuizSteps {
  const previous = useQuizResult();
  const savedMedications = useMedicationAnswer();
  const [session, setSession] = useState(() =>
    newSession(initialConcern, previous, savedMedications, atMedications),
  );
  // A prerendered page hydrates without the browser's saved answers: they fill in right after,
  // unless the shopper has already started.
  const [filledFrom, setFilledFrom] = useState({ previous, savedMedications });
  if (filledFrom.previous !== previous || filledFrom.savedMedications !== savedMedications) {
    setFilledFrom({ previous, savedMedications });
    if (!session.touched && session.result === null) {
      setSession(newSession(initialConcern, previous, savedMedications, atMedications));
    }
  }

  const quiz = quizQuery.data;
  const answers = quiz ? offeredQuizAnswers(session.answers, quiz) : session.answers;
  const { step } = session;
  const canContinue = quiz !== undefined && canLeaveQuizStep(step, answers);
  const goTo = (next: QuizStep) =>
    setSession((current) => ({ ...current, step: next, focus: 'question', touched: true }));
  const finishing = useFinishQuiz(quiz, answers, step === quizStepCount);
  const queryClient = useQueryClient();
  /** Settles with the result (or the reason it could not be worked out, which the step also shows). */
  const finish = (finished: QuizAnswers = answers) => {
    if (!quiz) return Promise.reject(new Error('The quiz has not loaded.'));
    const medications = session.medicationsOpen ? session.medications : null;
    const result = finishing.mutateAsync({ quiz, answers: finished, medications });
    result.then(
      (done) => setSession((current) => ({ ...current, result: done, touched: true })),
      () => {},
    );
    return result;
  };
  // An agent's call (the page's WebMCP tool, quiz-form.ts) is answered by quiz-answer.ts, loaded
  // only then; a shopper's Next and "Get My Recommendations" move on as their taps do.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!quiz) return;
    const sent = new FormData(event.currentTarget);
    const moveOn = (given: QuizAnswers, next: QuizStep) =>
      setSession((current) => ({ ...current, answers: given, step: next, focus: 'question', touched: true }));
    const call = { quiz, step, answers, sent, client: queryClient, moveOn, finish };
    if (answerAgent(event.nativeEvent, async () => (await loadQuizAnswer()).answerStep(call))) return;
    if (!canContinue) return;
    if (step < quizStepCount) goTo((step + 1) as QuizStep);
    else void finish().catch(() => {});
  };

  const body = (
    <>
      <QuizProgress step={step} />
      {quiz ? (
        <QuizStepContent
          step={step}
          quiz={quiz}
          answers={answers}
          onChange={(next) => setSession((current) => ({ ...current, answers: next, touched: true }))}
          medications={session.medications}
          onMedicationsChange={(medications) =>
            setSession((current) => ({ ...current, medications, touched: true }))
          }
          medicationsOpen={session.medicationsOpen}
          onMedicationsOpenChange={(medicationsOpen) =>
            setSession((current) => ({ ...current, medicationsOpen, focus: null, touched: true }))
          }
          focus={session.focus}
          questionLevel={questionLevel}
          asTool={asForm}
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
      {finishing.isError && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" onClick={() => void finish().catch(() => {})}>
              Try again
            </Button>
          }
        >
          {finishing.error.message}
        </Alert>
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
        <Button
          variant="contained"
          disabled={!canContinue}
          {...(asForm ? { type: 'submit' } : { onClick: () => goTo((step + 1) as QuizStep) })}
        >
          Next
        </Button>
      ) : (
        <Button
          variant="contained"
          disabled={!canContinue || finishing.isPending}
          aria-busy={finishing.isPending || undefined}
          startIcon={finishing.isPending && <CircularProgress size={18} color="inherit" aria-hidden />}
          {...(asForm ? { type: 'submit' } : { onClick: () => void finish().catch(() => {}) })}
        >
          Get My Recommendations
        </Button>
      )}
    </>
  );

  return {
    body,
    actions,
    form: { onSubmit: submit, ...(asForm && quiz ? quizTool(step, quiz) : {}) },
    result: session.result,
    restart: (concern, atMedications) => {
      finishing.reset();
      setSession(newSession(concern, readQuizResult(), savedMedications, atMedications));
    },
  };
}
