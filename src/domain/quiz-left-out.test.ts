import { beforeAll, describe, expect, it } from 'vitest';
import type { QuizQueryResult } from './content.generated';
import { leftOutAnswers } from './quiz-left-out';
import { recommendProducts } from './recommend-products';
import { quizProductNumbers, type QuizAnswers, type QuizProduct } from './recommendations';
import type { SupplementFacts } from './supplement-facts';
import type { Quiz } from './types';
import { fetchContent } from '../lib/sanity/fetch-content';
import { quizQuery } from '../lib/sanity/queries/quiz';

/** The editors' quiz as the store reads it from the seed, with the product lists fixed below. */
let quiz: Quiz;
beforeAll(async () => {
  const seed = await fetchContent<QuizQueryResult>(quizQuery);
  const lists: Record<string, string[]> = {
    heart: ['7', '24'],
    joint: ['10', '23'],
    sleep: ['6', '22'],
    energy: ['1'],
    immune: ['3'],
    brain: ['18'],
    stress: [],
    'mens-health': ['11'],
  };
  quiz = {
    ...seed!,
    maxRecommendations: 4,
    categories: Object.entries(lists).map(([category, productIds]) => ({
      category,
      productIds,
      condition: null,
    })),
  };
});

const niacin = (mg: number): SupplementFacts => ({
  servingSize: '1 capsule',
  servingsPerContainer: 60,
  rows: [
    { name: 'Niacin', form: null, amount: mg, unit: 'mg', amountNote: null, dailyValue: 16, indent: false },
  ],
  blends: [],
  otherIngredients: null,
  allergens: null,
  suggestedUse: null,
  warnings: null,
});

/** The quiz's products the shop sells (all but `unsold`), with niacin where given (its limit is 35 mg). */
function shop({ niacinMg = {}, unsold = [] }: { niacinMg?: Record<string, number>; unsold?: string[] } = {}) {
  return quizProductNumbers(quiz)
    .filter((number) => !unsold.includes(number))
    .map((number): QuizProduct => ({
      number,
      handle: `product-${number}`,
      title: `Product ${number}`,
      facts: niacinMg[number] === undefined ? null : niacin(niacinMg[number]),
    }));
}

const answers = (given: Partial<QuizAnswers>): QuizAnswers => ({
  ageGroup: '50-64',
  gender: 'other',
  primaryConcerns: [],
  symptoms: [],
  ...given,
});

/** What the result says, as "reason: kind:value, …": the rule picks, then this names the rest. */
function said(given: Partial<QuizAnswers>, products = shop(), recommended?: string[]) {
  const shown = recommended ?? recommendProducts(answers(given), quiz, products).map((pick) => pick.number);
  return leftOutAnswers(answers(given), quiz, shown, products).map(
    ({ reason, answers: named, categories }) =>
      `${reason}: ${named.map(({ kind, value }) => `${kind}:${value}`).join(', ')} (${categories.join(', ')})`,
  );
}

describe('leftOutAnswers: every concern and symptom has a product, or is named with why not', () => {
  it.each<[string, Partial<QuizAnswers>, string[]]>([
    ['every answer has a product: nothing to say', { primaryConcerns: ['heart', 'joint'] }, []],
    [
      'a fifth concern when four are shown: the list is full',
      { primaryConcerns: ['heart', 'joint', 'sleep', 'energy', 'immune'] },
      ['most-shown: concern:immune (immune)'],
    ],
    [
      'a concern and a symptom of one category are named together, with one category',
      { primaryConcerns: ['heart', 'sleep', 'energy', 'immune', 'joint'], symptoms: ['joint-pain'] },
      ['most-shown: concern:joint, symptom:joint-pain (joint)'],
    ],
    [
      'a symptom of a category a concern brought is answered by its product',
      { primaryConcerns: ['sleep'], symptoms: ['sleep-issues'] },
      [],
    ],
    [
      'a category with no products says so',
      { primaryConcerns: ['heart', 'stress'], symptoms: ['stress'] },
      ['no-products: concern:stress, symptom:stress (stress)'],
    ],
    [
      'an answer without a category in the quiz asks nothing of it',
      { primaryConcerns: ['heart'], symptoms: ['telepathy'] },
      [],
    ],
    [
      'the gender is not an answer the shopper asked products for: never named',
      { gender: 'male', primaryConcerns: ['heart', 'joint', 'sleep', 'energy'] },
      [],
    ],
  ])('%s', (_label, given, expected) => {
    expect(said(given)).toEqual(expected);
  });

  it.each<[string, Partial<QuizAnswers>, Record<string, number>, string[]]>([
    [
      'a category whose products would take the set over an upper limit, with room left',
      { primaryConcerns: ['heart', 'joint'] },
      { '7': 20, '10': 20, '23': 20 },
      ['over-upper-limit: concern:joint (joint)'],
    ],
    [
      'over an upper limit says more than "the list is full" when both are true',
      { primaryConcerns: ['heart', 'sleep', 'energy', 'immune', 'joint'] },
      { '7': 20, '10': 20, '23': 20 },
      ['over-upper-limit: concern:joint (joint)'],
    ],
    [
      'each reason its own line, in a fixed order',
      { primaryConcerns: ['joint', 'heart', 'sleep', 'energy', 'immune', 'brain', 'stress'] },
      { '10': 20, '7': 20, '24': 20 },
      [
        'most-shown: concern:brain (brain)',
        'over-upper-limit: concern:heart (heart)',
        'no-products: concern:stress (stress)',
      ],
    ],
  ])('%s', (_label, given, niacinMg, expected) => {
    expect(said(given, shop({ niacinMg }))).toEqual(expected);
  });

  it('a category whose products the shop no longer sells has none', () => {
    expect(said({ primaryConcerns: ['heart', 'immune'] }, shop({ unsold: ['3'] }))).toEqual([
      'no-products: concern:immune (immune)',
    ]);
  });

  it('a result from before a change, with room for a product that fits: a retake would find it', () => {
    // Kept when joint had no products; now it has, and the list has room.
    expect(said({ primaryConcerns: ['heart', 'joint'] }, shop(), ['7', '24'])).toEqual([
      'retake: concern:joint (joint)',
    ]);
  });

  it('a recommended product the shop no longer sells has no card, so it answers nothing', () => {
    expect(said({ primaryConcerns: ['heart', 'joint'] }, shop({ unsold: ['10'] }), ['7', '10'])).toEqual([
      'retake: concern:joint (joint)',
    ]);
  });
});
