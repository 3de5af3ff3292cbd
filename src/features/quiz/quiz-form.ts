/**
 * The quiz page's steps as a form, which is also the WebMCP tool `take_wellness_quiz`
 * (src/lib/webmcp): an agent answers one step per call and the form moves on, as Next does
 * (quiz-answer.ts answers the call).
 */
import { quizQuestion, quizStepCount, type QuizStep } from '../../domain/recommendations';
import type { Quiz } from '../../domain/types';

/** What each answer means, for an agent. */
export const quizParameterDescriptions = {
  ageGroup: "The shopper's age group",
  gender: 'How the shopper identifies',
  primaryConcerns: 'The health areas the shopper wants support with: one or more',
  symptoms: 'What the shopper is experiencing: one or more',
} as const;

/** The form's tool: this step's answer moves the quiz on without a tap (it buys and sends nothing). */
export function quizTool(step: QuizStep, quiz: Pick<Quiz, 'steps'>) {
  return {
    toolname: 'take_wellness_quiz',
    tooldescription: `Take the store's wellness quiz with the shopper, one step per call. This is step ${step} of ${quizStepCount}: "${quizQuestion(step, quiz)}". The last answer lists the supplements it recommends.`,
    toolautosubmit: '' as const,
  };
}
