/**
 * What the quiz page's tool (`take_wellness_quiz`, quiz-form.ts) answers an agent once the last step
 * is answered: the recommendations the shopper now sees, each with why it was picked, in the
 * result's words. Loaded only when an agent finishes the quiz.
 */
import type { QueryClient } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import type { QuizResult } from '../../domain/quiz-result';
import { candidateProductNumbers, quizReasonLabels } from '../../domain/recommendations';
import type { Quiz } from '../../domain/types';
import { quizCatalogueQueryOptions } from '../../lib/shopify/quiz-catalogue';

export async function quizAnswer(client: QueryClient, quiz: Quiz, result: QuizResult) {
  // The products finishing read: the same query, already answered.
  const products = await client.fetchQuery(
    quizCatalogueQueryOptions(candidateProductNumbers(result.answers, quiz)),
  );
  return {
    finished: true,
    recommendations: result.recommendations.flatMap(({ number, reasons }) => {
      const product = products.find((each) => each.number === number);
      return product
        ? [
            {
              title: product.title,
              page: paths.product(product.handle),
              reasons: quizReasonLabels(reasons, quiz),
            },
          ]
        : [];
    }),
    shown: 'The shopper sees these recommendations, each with Add to Cart.',
  };
}
