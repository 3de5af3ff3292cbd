import { queryOptions } from '@tanstack/react-query';
import { quizProductNumbers, type QuizProduct } from '../../domain/recommendations';
import type { Quiz } from '../../domain/types';
import { productFactsQueryOptions, productsByNumberQueryOptions } from '../../lib/shopify';

/**
 * The products the quiz's categories list, as its rule reads them: those the shop sells, each with
 * its Supplement Facts for the stack check. Made of the store's own product and facts queries, so
 * the result's stack check finds the facts already read.
 */
export function quizCatalogueQueryOptions(quiz: Pick<Quiz, 'categories'>) {
  const numbers = quizProductNumbers(quiz);
  return queryOptions({
    queryKey: ['shopify', 'quiz-catalogue', [...numbers]],
    queryFn: async ({ client }): Promise<QuizProduct[]> => {
      const products =
        numbers.length > 0 ? await client.fetchQuery(productsByNumberQueryOptions(numbers)) : [];
      const facts = await Promise.all(
        products.map((product) => client.fetchQuery(productFactsQueryOptions(product.handle))),
      );
      return products.map((product, index) => ({
        number: product.catalogueNumber,
        handle: product.handle,
        title: product.title,
        facts: facts[index] ?? null,
      }));
    },
  });
}
