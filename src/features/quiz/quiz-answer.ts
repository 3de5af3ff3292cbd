/**
 * What the quiz page's tool (`take_wellness_quiz`, quiz-form.ts) answers an agent's call: the next
 * step's question, or, once the last step is answered, the recommendations the shopper now sees,
 * each with why it was picked, in the result's words. The form is the truth of what was answered:
 * an agent ticks its fields without React hearing of it. Loaded only when an agent calls.
 */
import type { QueryClient } from '@tanstack/react-query';
import { productSummary } from '../../domain/catalog-answer';
import type { QuizResult } from '../../domain/quiz-result';
import {
  canLeaveQuizStep,
  offeredQuizAnswers,
  quizQuestion,
  quizReasonLabels,
  quizStepCount,
  type QuizAnswers,
  type QuizStep,
} from '../../domain/recommendations';
import type { Quiz } from '../../domain/types';
import { productsByNumberQueryOptions } from '../../lib/shopify';

/** The answer each step asks, by its name in the form. */
export const quizFields = { 1: 'ageGroup', 2: 'gender', 3: 'primaryConcerns', 4: 'symptoms' } as const;

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

/** What an agent is told once a step is answered: the next step's question (the tool then asks it). */
function nextStepAnswer(next: QuizStep, quiz: Pick<Quiz, 'steps'>) {
  return {
    step: next,
    of: quizStepCount,
    question: quizQuestion(next, quiz),
    next: 'Call take_wellness_quiz again with the answer to this question.',
  };
}

/** The page's own paths: the agent reads them in the page. */
const samePath = (path: string) => path;

/** A step answered by an agent, and what the quiz page does with it (use-quiz-steps.tsx). */
export interface AgentStep {
  quiz: Quiz;
  step: QuizStep;
  /** The answers given before this call. */
  answers: QuizAnswers;
  /** What the form sent. */
  sent: FormData;
  client: QueryClient;
  /** Shows the next step with the answers given. */
  moveOn: (answers: QuizAnswers, next: QuizStep) => void;
  /** Works the result out from the answers given, as "Get My Recommendations" does. */
  finish: (answers: QuizAnswers) => Promise<QuizResult>;
}

/** Moves the quiz on with the step the agent answered, and says what comes next; rejects a step left unanswered. */
export async function answerStep({ quiz, step, answers, sent, client, moveOn, finish }: AgentStep) {
  const given = offeredQuizAnswers(answersSent(answers, step, sent), quiz);
  if (!canLeaveQuizStep(step, given)) throw new Error('Choose an answer to this step first.');
  if (step === quizStepCount) return quizAnswer(client, quiz, await finish(given));
  const next = (step + 1) as QuizStep;
  // The form changes with the step, which withdraws its tool: the call is answered first.
  setTimeout(() => moveOn(given, next));
  return nextStepAnswer(next, quiz);
}

async function quizAnswer(client: QueryClient, quiz: Quiz, result: QuizResult) {
  // The recommended products as the store's MCP server tells them (recommend_for_concerns).
  const numbers = result.recommendations.map((entry) => entry.number);
  const products = numbers.length > 0 ? await client.fetchQuery(productsByNumberQueryOptions(numbers)) : [];
  const byNumber = new Map(products.map((product) => [product.catalogueNumber, product]));
  return {
    finished: true,
    recommendations: result.recommendations.flatMap(({ number, reasons }) => {
      const product = byNumber.get(number);
      return product
        ? [{ ...productSummary(product, samePath), reasons: quizReasonLabels(reasons, quiz) }]
        : [];
    }),
    shown: 'The shopper sees these recommendations, each with Add to Cart.',
  };
}
