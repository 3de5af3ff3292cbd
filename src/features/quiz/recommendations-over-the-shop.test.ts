/**
 * The quiz's rules over the real seed and catalogue, read as the store reads them (the editors' quiz
 * from the Content Lake, the products and their Supplement Facts from the Storefront API): for every
 * set of concerns, with each gender, the recommended set passes the stack check, and every concern
 * has a product or is named with why not.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { leftOutAnswers } from '../../domain/quiz-left-out';
import { exceedsUpperLimit, recommendProducts } from '../../domain/recommend-products';
import {
  categoryProducts,
  quizProductNumbers,
  type QuizAnswers,
  type QuizProduct,
} from '../../domain/recommendations';
import type { Quiz } from '../../domain/types';
import { quizQueryOptions } from '../../lib/sanity/queries/quiz';
import { quizCatalogueQueryOptions } from '../../lib/shopify/quiz-catalogue';

let quiz: Quiz;
let products: QuizProduct[];
beforeAll(async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  quiz = await client.fetchQuery(quizQueryOptions);
  products = await client.fetchQuery(quizCatalogueQueryOptions(quizProductNumbers(quiz)));
}, 30_000);

/** Every subset of the quiz's concerns (in the quiz's order), with each gender it offers. */
function everyAnswer(): QuizAnswers[] {
  const concerns = quiz.concerns.map((concern) => concern.value);
  const all: QuizAnswers[] = [];
  for (let subset = 1; subset < 2 ** concerns.length; subset += 1) {
    const primaryConcerns = concerns.filter((_, index) => subset & (2 ** index));
    for (const { value: gender } of quiz.genders)
      all.push({ ageGroup: '35-49', gender, primaryConcerns, symptoms: [] });
  }
  return all;
}

const productOf = (number: string) => products.find((product) => product.number === number)!;

describe('the quiz over the seed and the catalogue', { timeout: 60_000 }, () => {
  it('reads a product with its Supplement Facts for every number the quiz lists', () => {
    expect(products.map((product) => product.number).sort()).toEqual(
      [...new Set(quiz.categories.flatMap((entry) => entry.productIds))].sort(),
    );
    expect(products.every((product) => product.facts !== null)).toBe(true);
  });

  it('never recommends a set that goes over a daily upper limit when all are added', () => {
    const over = everyAnswer().filter((answers) =>
      exceedsUpperLimit(recommendProducts(answers, quiz, products).map(({ number }) => productOf(number))),
    );
    expect(over).toEqual([]);
  });

  it('gives every concern a product or names it, with each symptom', () => {
    const symptoms = quiz.symptoms.map((symptom) => symptom.value);
    const unanswered = everyAnswer().flatMap((answers) => {
      const given = { ...answers, symptoms };
      const shown = recommendProducts(given, quiz, products).map(({ number }) => number);
      const named = leftOutAnswers(given, quiz, shown, products).flatMap((group) => group.answers);
      const answered = (kind: 'concern' | 'symptom', value: string) => {
        const list = kind === 'concern' ? quiz.concerns : quiz.symptoms;
        const category = list.find((option) => option.value === value)?.category;
        return (
          !category ||
          categoryProducts(quiz, category).some((number) => shown.includes(number)) ||
          named.some((answer) => answer.kind === kind && answer.value === value)
        );
      };
      return [
        ...given.primaryConcerns.filter((value) => !answered('concern', value)),
        ...symptoms.filter((value) => !answered('symptom', value)),
      ].map((value) => `${given.primaryConcerns.join('+')}: ${value}`);
    });
    expect(unanswered).toEqual([]);
  });

  it('passes over the Daily Energy B-Complex (40 mg of niacin, over the 35 mg limit alone) for Energy', () => {
    const energy = recommendProducts(
      { ageGroup: '35-49', gender: 'other', primaryConcerns: ['energy'], symptoms: [] },
      quiz,
      products,
    );
    expect(energy.map(({ number }) => productOf(number).title)).toEqual(['Vitamin B12 Methylcobalamin']);
  });
});
