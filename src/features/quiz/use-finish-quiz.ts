import { useEffect } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveQuizResult } from './quiz-memory/quiz-result-store';
import { saveMedicationAnswer } from '../../components/stack-safety/use-medications';
import { medicationAnswerOf, type MedicationChoice } from '../../domain/quiz-medications';
import type { QuizResult } from '../../domain/quiz-result';
import { candidateProductNumbers, type QuizAnswers } from '../../domain/recommendations';
import type { Quiz } from '../../domain/types';
import { quizCatalogueQueryOptions } from '../../lib/shopify/quiz-catalogue';

/** What finishing works from: the answers as given, and the medications when their question is open. */
export interface FinishedQuiz {
  quiz: Quiz;
  answers: QuizAnswers;
  medications: MedicationChoice[] | null;
}

/**
 * "Get My Recommendations": works out the recommendations and keeps the result in this browser
 * (and the medication answer, on its own). The rule needs the products the answers may lead to,
 * with their Supplement Facts, to keep the set within every daily upper limit; they are read while
 * the shopper is on the last step (`onLastStep`, with the `answers` so far), so finishing seldom
 * waits. When they cannot be read, the mutation's error says so and nothing is kept.
 */
export function useFinishQuiz(quiz: Quiz | undefined, answers: QuizAnswers, onLastStep: boolean) {
  const queryClient = useQueryClient();
  const candidates = quiz ? candidateProductNumbers(answers, quiz).join() : '';
  useEffect(() => {
    if (onLastStep && candidates)
      void queryClient.prefetchQuery(quizCatalogueQueryOptions(candidates.split(',')));
  }, [candidates, onLastStep, queryClient]);

  return useMutation({
    mutationFn: async ({ quiz, answers }: FinishedQuiz): Promise<QuizResult> => {
      // The rule brings the stack check with it: loaded with the products, not with the steps.
      const [products, { recommendProducts }] = await Promise.all([
        queryClient.fetchQuery(quizCatalogueQueryOptions(candidateProductNumbers(answers, quiz))),
        import('../../domain/recommend-products'),
      ]);
      return {
        answers,
        recommendations: recommendProducts(answers, quiz, products),
        finishedAt: new Date().toISOString(),
      };
    },
    onSuccess: (result, { medications }) => {
      saveQuizResult(result);
      // A closed medications question leaves the saved answer as it was.
      if (medications) saveMedicationAnswer(medicationAnswerOf(medications));
    },
  });
}
