import { queryOptions } from '@tanstack/react-query';
import type { QuizProduct } from '../../domain/recommendations';
import { productFactsQueryOptions, productsByNumberQueryOptions } from './queries';

/**
 * The products the quiz may recommend (catalogue numbers, from `candidateProductNumbers`), as its
 * rule reads them: those the shop sells, each with its Supplement Facts for the stack check. Made
 * of the store's own product and facts queries, so a product's facts are read once, and the
 * result's stack check finds them already read. The same numbers in any order are one query.
 */
export function quizCatalogueQueryOptions(candidates: readonly string[]) {
  const numbers = [...new Set(candidates)].sort((a, b) => Number(a) - Number(b));
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
