/**
 * The quiz page's steps as a form, which is also the WebMCP tool `take_wellness_quiz`
 * (src/lib/webmcp): an agent answers one step per call and the form moves on, as Next does. The
 * form is the truth of what was answered: an agent ticks its fields without React hearing of it.
 */
import { quizStepCount, type QuizAnswers, type QuizStep } from '../../domain/recommendations';
import type { Quiz } from '../../domain/types';

/** The answer each step asks, by its name in the form. */
export const quizFields = { 1: 'ageGroup', 2: 'gender', 3: 'primaryConcerns', 4: 'symptoms' } as const;

/** What each answer means, for an agent. */
export const quizParameterDescriptions = {
  ageGroup: "The shopper's age group",
  gender: 'How the shopper identifies',
  primaryConcerns: 'The health areas the shopper wants support with: one or more',
  symptoms: 'What the shopper is experiencing: one or more',
} as const;

/** The question of a step, in the editors' words. */
export function quizQuestion(step: QuizStep, quiz: Pick<Quiz, 'steps'>): string {
  const key = ({ 1: 'ageGroup', 2: 'gender', 3: 'concerns', 4: 'symptoms' } as const)[step];
  return quiz.steps[key];
}

/** The step's answer as the form sent it; ticked answers keep the order they were ticked in. */
export function answersSent(answers: QuizAnswers, step: QuizStep, sent: FormData): QuizAnswers {
  const field = quizFields[step];
  if (field === 'ageGroup' || field === 'gender') {
    const value = sent.get(field);
    return { ...answers, [field]: typeof value === 'string' ? value : answers[field] };
  }
  const ticked = sent.getAll(field).filter((value) => typeof value === 'string');
  const before = answers[field];
  return {
    ...answers,
    [field]: [
      ...before.filter((value) => ticked.includes(value)),
      ...ticked.filter((value) => !before.includes(value)),
    ],
  };
}

/** The form's tool: this step's answer moves the quiz on without a tap (it buys and sends nothing). */
export function quizTool(step: QuizStep, quiz: Pick<Quiz, 'steps'>) {
  return {
    toolname: 'take_wellness_quiz',
    tooldescription:
      `Take the store's wellness quiz with the shopper, one step per call: age group, gender, health ` +
      `concerns, then symptoms. This is step ${step} of ${quizStepCount}: "${quizQuestion(step, quiz)}". ` +
      'Each answer moves the quiz on; the last shows the shopper supplement recommendations, which the answer lists.',
    toolautosubmit: '' as const,
  };
}

/** What an agent is told once a step is answered: the next step's question (the tool then asks it). */
export function nextStepAnswer(next: QuizStep, quiz: Pick<Quiz, 'steps'>) {
  return {
    step: next,
    of: quizStepCount,
    question: quizQuestion(next, quiz),
    next: 'Call take_wellness_quiz again with the answer to this question.',
  };
}
