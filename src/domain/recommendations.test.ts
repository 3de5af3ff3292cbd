import { beforeAll, describe, expect, it } from 'vitest';
import {
  candidateProductNumbers,
  canLeaveQuizStep,
  emptyQuizAnswers,
  offeredQuizAnswers,
  quizReasonLabel,
  quizReasonLabels,
  quizProductNumbers,
  recommendedCategories,
  retakeQuizAnswers,
  toggleQuizChoice,
  type QuizAnswers,
  type QuizProduct,
  type QuizReason,
  type QuizStep,
} from './recommendations';
import { recommendProducts } from './recommend-products';
import type { SupplementFacts } from './supplement-facts';
import type { QuizQueryResult } from './content.generated';
import type { Quiz } from './types';
import { fetchContent } from '../lib/sanity/fetch-content';
import { quizQuery } from '../lib/sanity/queries/quiz';

/** The editors' quiz exactly as the store reads it from the seed dataset. */
let quiz: Quiz;
beforeAll(async () => {
  quiz = await fetchContent<QuizQueryResult>(quizQuery);
});

const answers = (overrides: Partial<QuizAnswers> = {}): QuizAnswers => ({
  ageGroup: '35-49',
  gender: 'other',
  primaryConcerns: [],
  symptoms: [],
  ...overrides,
});

describe('canLeaveQuizStep', () => {
  it.each<[string, QuizStep, QuizAnswers, boolean]>([
    ['step 1 without an age group', 1, emptyQuizAnswers(), false],
    ['step 1 with an age group', 1, { ...emptyQuizAnswers(), ageGroup: '65+' }, true],
    ['step 2 without a gender', 2, { ...emptyQuizAnswers(), ageGroup: '65+' }, false],
    ['step 2 with "Prefer not to say"', 2, answers({ gender: 'other' }), true],
    ['step 2 with a gender', 2, answers({ gender: 'female' }), true],
    ['step 3 without a concern', 3, answers(), false],
    ['step 3 with a symptom but no concern', 3, answers({ symptoms: ['fatigue'] }), false],
    ['step 3 with one concern', 3, answers({ primaryConcerns: ['sleep'] }), true],
    ['step 3 with several concerns', 3, answers({ primaryConcerns: ['sleep', 'heart'] }), true],
    ['step 4 without symptoms', 4, answers({ primaryConcerns: ['sleep'] }), true],
    ['step 4 with symptoms', 4, answers({ primaryConcerns: ['sleep'], symptoms: ['stress'] }), true],
    ['step 4 even with nothing answered', 4, emptyQuizAnswers(), true],
  ])('%s: %s', (_label, step, given, expected) => {
    expect(canLeaveQuizStep(step, given)).toBe(expected);
  });
});

describe('emptyQuizAnswers', () => {
  it('starts with nothing answered', () => {
    expect(emptyQuizAnswers()).toEqual({ ageGroup: null, gender: null, primaryConcerns: [], symptoms: [] });
  });

  it('pre-selects the concern the quiz was opened for', () => {
    expect(emptyQuizAnswers('heart').primaryConcerns).toEqual(['heart']);
  });
});

describe('toggleQuizChoice', () => {
  it.each([
    ['ticks an unticked value', [], 'sleep', ['sleep']],
    ['adds after the ones already ticked', ['heart'], 'sleep', ['heart', 'sleep']],
    ['unticks a ticked value', ['heart', 'sleep'], 'heart', ['sleep']],
    ['unticks the last value', ['sleep'], 'sleep', []],
  ])('%s', (_label, choices, value, expected) => {
    expect(toggleQuizChoice(choices, value)).toEqual(expected);
  });
});

describe('recommendedCategories (spec 5, recommendation mapping)', () => {
  it.each<[string, Partial<QuizAnswers>, string[]]>([
    ['each selected concern adds its category', { primaryConcerns: ['heart', 'sleep'] }, ['heart', 'sleep']],
    [
      'concerns keep the order they were ticked in',
      { primaryConcerns: ['sleep', 'heart'] },
      ['sleep', 'heart'],
    ],
    ['fatigue adds energy', { primaryConcerns: ['heart'], symptoms: ['fatigue'] }, ['heart', 'energy']],
    [
      'sleep-issues adds sleep',
      { primaryConcerns: ['heart'], symptoms: ['sleep-issues'] },
      ['heart', 'sleep'],
    ],
    ['joint-pain adds joint', { primaryConcerns: ['heart'], symptoms: ['joint-pain'] }, ['heart', 'joint']],
    [
      'digestive adds digestive',
      { primaryConcerns: ['heart'], symptoms: ['digestive'] },
      ['heart', 'digestive'],
    ],
    ['brain-fog adds brain', { primaryConcerns: ['heart'], symptoms: ['brain-fog'] }, ['heart', 'brain']],
    ['stress adds stress', { primaryConcerns: ['heart'], symptoms: ['stress'] }, ['heart', 'stress']],
    [
      'a symptom adds nothing when its category is already there',
      { primaryConcerns: ['sleep', 'heart'], symptoms: ['sleep-issues'] },
      ['sleep', 'heart'],
    ],
    ['weight adds weight', { primaryConcerns: ['heart'], symptoms: ['weight'] }, ['heart', 'weight']],
    [
      'blood-pressure adds blood-pressure',
      { primaryConcerns: ['heart'], symptoms: ['blood-pressure'] },
      ['heart', 'blood-pressure'],
    ],
    [
      'blood-sugar adds nothing when the concern Blood Sugar is there',
      { primaryConcerns: ['blood-sugar'], symptoms: ['blood-sugar'] },
      ['blood-sugar'],
    ],
    [
      'female adds womens-health',
      { gender: 'female', primaryConcerns: ['heart'] },
      ['heart', 'womens-health'],
    ],
    ['male adds mens-health', { gender: 'male', primaryConcerns: ['heart'] }, ['heart', 'mens-health']],
    ['"Prefer not to say" adds nothing', { gender: 'other', primaryConcerns: ['heart'] }, ['heart']],
    [
      'concerns come first, then symptoms, then the gender',
      { gender: 'male', primaryConcerns: ['brain'], symptoms: ['fatigue', 'joint-pain'] },
      ['brain', 'energy', 'joint', 'mens-health'],
    ],
    [
      'values the quiz document does not know add nothing',
      { gender: 'robot', primaryConcerns: ['telepathy', 'heart'], symptoms: ['itchy-ears'] },
      ['heart'],
    ],
  ])('%s', (_label, given, expected) => {
    expect(recommendedCategories(answers(given), quiz)).toEqual(expected);
  });

  it('adds nothing for a symptom the editors gave no category', () => {
    const edited: Quiz = {
      ...quiz,
      symptoms: quiz.symptoms.map((symptom) =>
        symptom.value === 'weight' ? { ...symptom, category: null } : symptom,
      ),
    };
    expect(
      recommendedCategories(answers({ primaryConcerns: ['heart'], symptoms: ['weight'] }), edited),
    ).toEqual(['heart']);
  });
});

/**
 * A mapping fixed here, so the merge order is read from the table and not from the seed (whose
 * products editors change): the seed's answers and categories, with these product lists. Heart and
 * cholesterol share product 7; stress is a category an editor left empty.
 */
const mapped = (categories: Record<string, string[]>): Quiz => ({
  ...quiz,
  maxRecommendations: 4,
  categories: Object.entries(categories).map(([category, productIds]) => ({
    category,
    productIds,
    condition: null,
  })),
});
const mapping = () =>
  mapped({
    heart: ['7', '24'],
    cholesterol: ['7', '13'],
    joint: ['10', '23'],
    sleep: ['6', '22'],
    energy: ['1'],
    stress: [],
    'womens-health': ['8'],
    'mens-health': ['11', '20'],
  });

/** Every product a mapping lists, sold, without Supplement Facts (nothing to add up). */
const soldWithoutFacts = (mapping: Quiz): QuizProduct[] =>
  quizProductNumbers(mapping).map((number) => ({
    number,
    handle: `product-${number}`,
    title: `Product ${number}`,
    facts: null,
  }));

const recommendedNumbers = (given: QuizAnswers, mapping: Quiz, products = soldWithoutFacts(mapping)) =>
  recommendProducts(given, mapping, products).map((recommendation) => recommendation.number);

describe('candidateProductNumbers: the products whose facts the rule reads', () => {
  it.each<[string, Partial<QuizAnswers>, string[]]>([
    [
      'the products of each answer, in the order of the categories',
      { primaryConcerns: ['joint', 'heart'] },
      ['10', '23', '7', '24'],
    ],
    ['a product two categories list, once', { primaryConcerns: ['heart', 'cholesterol'] }, ['7', '24', '13']],
    [
      'symptoms and the gender too',
      { gender: 'male', primaryConcerns: ['sleep'], symptoms: ['fatigue'] },
      ['6', '22', '1', '11', '20'],
    ],
    ['none for an empty category', { primaryConcerns: ['stress'] }, []],
  ])('%s', (_label, given, expected) => {
    expect(candidateProductNumbers(answers(given), mapping())).toEqual(expected);
  });
});

describe('recommendProducts: every answer is represented before any gets a second product', () => {
  it.each<[string, Partial<QuizAnswers>, string[]]>([
    ['one category gives its products in its order', { primaryConcerns: ['heart'] }, ['7', '24']],
    [
      'Heart, Joint & Bone and Sleep with Fatigue: one product for each answer',
      { primaryConcerns: ['heart', 'joint', 'sleep'], symptoms: ['fatigue'] },
      ['7', '10', '6', '1'],
    ],
    [
      'a second product only once every category has one',
      { primaryConcerns: ['heart', 'energy'] },
      ['7', '1', '24'],
    ],
    [
      'the concerns take their turns in the order ticked',
      { primaryConcerns: ['joint', 'heart'] },
      ['10', '7', '23', '24'],
    ],
    [
      'a symptom takes its turn after the concerns',
      { primaryConcerns: ['heart', 'joint'], symptoms: ['sleep-issues'] },
      ['7', '10', '6', '24'],
    ],
    [
      'the gender takes its turn after the symptoms, before any second product',
      { gender: 'female', primaryConcerns: ['heart', 'joint'] },
      ['7', '10', '8', '24'],
    ],
    [
      'the gender is left out when the answers before it fill the list',
      { gender: 'male', primaryConcerns: ['heart', 'joint', 'sleep'], symptoms: ['fatigue'] },
      ['7', '10', '6', '1'],
    ],
    [
      'a symptom whose category a concern added takes no turn of its own',
      { primaryConcerns: ['sleep'], symptoms: ['sleep-issues'] },
      ['6', '22'],
    ],
    [
      'a product two categories share represents both, and is shown once',
      { primaryConcerns: ['heart', 'cholesterol'] },
      ['7', '24', '13'],
    ],
    [
      'a category an editor left empty gives nothing and takes no place',
      { gender: 'male', primaryConcerns: ['stress', 'energy'] },
      ['1', '11', '20'],
    ],
    [
      'categories with more products keep taking turns up to the limit',
      { gender: 'male', primaryConcerns: ['heart', 'energy'] },
      ['7', '1', '11', '24'],
    ],
    [
      'nothing to recommend gives an empty list (the fallback)',
      { gender: 'other', primaryConcerns: ['stress'] },
      [],
    ],
    [
      'values the quiz does not know give nothing',
      { gender: 'robot', primaryConcerns: ['telepathy'], symptoms: ['itchy-ears'] },
      [],
    ],
  ])('%s', (_label, given, expected) => {
    expect(recommendedNumbers(answers(given), mapping())).toEqual(expected);
  });

  it('lets the category a shared product was picked for keep its turn', () => {
    // Energy's first product is heart's second: energy is represented by 24 and gives 1 next.
    const sharing = mapped({ heart: ['7', '24'], energy: ['24', '1'], sleep: ['6', '22'] });
    expect(recommendedNumbers(answers({ primaryConcerns: ['heart', 'energy', 'sleep'] }), sharing)).toEqual([
      '7',
      '24',
      '6',
      '1',
    ]);
  });

  it.each<[number, string[]]>([
    [1, ['7']],
    [2, ['7', '10']],
    [4, ['7', '10', '6', '1']],
    [6, ['7', '10', '6', '1', '11', '24']],
    [12, ['7', '10', '6', '1', '11', '24', '23', '22', '20']],
  ])('keeps at most the %i the editors allow', (maxRecommendations, expected) => {
    const everything = answers({
      gender: 'male',
      primaryConcerns: ['heart', 'joint', 'sleep'],
      symptoms: ['fatigue'],
    });
    expect(recommendedNumbers(everything, { ...mapping(), maxRecommendations })).toEqual(expected);
  });

  it("follows the editors' mapping when they give a symptom a category", () => {
    const edited: Quiz = {
      ...mapping(),
      symptoms: quiz.symptoms.map((symptom) =>
        symptom.value === 'itchy-ears' ? symptom : { ...symptom, category: 'heart' },
      ),
    };
    expect(
      recommendedNumbers(answers({ primaryConcerns: ['energy'], symptoms: ['fatigue'] }), edited),
    ).toEqual(['1', '7', '24']);
  });
});

describe('recommendProducts: each product with why it was picked', () => {
  it.each<[string, Partial<QuizAnswers>, { number: string; reasons: string[] }[]]>([
    [
      'a concern picks its products',
      { primaryConcerns: ['joint'] },
      [
        { number: '10', reasons: ['concern:joint'] },
        { number: '23', reasons: ['concern:joint'] },
      ],
    ],
    [
      'a symptom picks its products after the concerns',
      { primaryConcerns: ['joint'], symptoms: ['fatigue'] },
      [
        { number: '10', reasons: ['concern:joint'] },
        { number: '1', reasons: ['symptom:fatigue'] },
        { number: '23', reasons: ['concern:joint'] },
      ],
    ],
    [
      'a concern and a symptom of the same category both explain its products',
      { primaryConcerns: ['sleep'], symptoms: ['sleep-issues'] },
      [
        { number: '6', reasons: ['concern:sleep', 'symptom:sleep-issues'] },
        { number: '22', reasons: ['concern:sleep', 'symptom:sleep-issues'] },
      ],
    ],
    [
      'a product two categories list is there for both',
      { primaryConcerns: ['cholesterol', 'heart'] },
      [
        { number: '7', reasons: ['concern:cholesterol', 'concern:heart'] },
        { number: '13', reasons: ['concern:cholesterol'] },
        { number: '24', reasons: ['concern:heart'] },
      ],
    ],
    [
      'the gender explains its category',
      { gender: 'female', primaryConcerns: ['stress'] },
      [{ number: '8', reasons: ['gender:female'] }],
    ],
    ['no products, no recommendations', { primaryConcerns: ['stress'] }, []],
  ])('%s', (_label, given, expected) => {
    const found = recommendProducts(answers(given), mapping(), soldWithoutFacts(mapping())).map(
      ({ number, reasons }) => ({
        number,
        reasons: reasons.map((reason) => `${reason.kind}:${reason.value}`),
      }),
    );
    expect(found).toEqual(expected);
  });
});

/** A label with one row: `amount` mg of `nutrient` per serving. */
const label = (nutrient: string, amount: number): SupplementFacts => ({
  servingSize: '1 capsule',
  servingsPerContainer: 60,
  rows: [
    { name: nutrient, form: null, amount, unit: 'mg', amountNote: null, dailyValue: null, indent: false },
  ],
  blends: [],
  otherIngredients: null,
  allergens: null,
  suggestedUse: null,
  warnings: null,
});

/**
 * The mapping's products, sold, with these labels (the rest have none): the niacin upper limit is
 * 35 mg a day, zinc's 40 mg.
 */
const soldWith = (labels: Record<string, SupplementFacts>) =>
  soldWithoutFacts(mapping()).map((product) => ({ ...product, facts: labels[product.number] ?? null }));

describe('recommendProducts: the set passes the stack check (no daily upper limit exceeded)', () => {
  it.each<[string, Partial<QuizAnswers>, Record<string, SupplementFacts>, string[]]>([
    [
      "a product over a limit with one already picked gives way to its category's next",
      { primaryConcerns: ['heart', 'joint'] },
      { '7': label('Niacin', 20), '10': label('Niacin', 20) },
      ['7', '23', '24'],
    ],
    [
      'a product over a limit on its own is never picked',
      { primaryConcerns: ['heart'] },
      { '7': label('Niacin', 40) },
      ['24'],
    ],
    [
      'a category whose every product would go over gives nothing; the others fill the list',
      { gender: 'male', primaryConcerns: ['energy', 'heart'] },
      { '1': label('Zinc', 30), '11': label('Zinc', 15), '20': label('Zinc', 15) },
      ['1', '7', '24'],
    ],
    [
      'amounts under the limit together are all picked',
      { primaryConcerns: ['heart', 'joint'] },
      { '7': label('Niacin', 15), '10': label('Niacin', 15), '24': label('Niacin', 5) },
      ['7', '10', '24', '23'],
    ],
  ])('%s', (_label, given, labels, expected) => {
    expect(recommendedNumbers(answers(given), mapping(), soldWith(labels))).toEqual(expected);
  });

  it('passes over a product the shop does not sell, as one over a limit', () => {
    const withoutSix = soldWithoutFacts(mapping()).filter((product) => product.number !== '6');
    expect(recommendedNumbers(answers({ primaryConcerns: ['sleep'] }), mapping(), withoutSix)).toEqual([
      '22',
    ]);
  });

  it('says why each product was picked even when its category gave way for another', () => {
    const picked = recommendProducts(
      answers({ primaryConcerns: ['heart', 'joint'] }),
      mapping(),
      soldWith({ '7': label('Niacin', 20), '10': label('Niacin', 20) }),
    );
    expect(picked.map(({ number, reasons }) => [number, reasons.map((reason) => reason.value)])).toEqual([
      ['7', ['heart']],
      ['23', ['joint']],
      ['24', ['heart']],
    ]);
  });
});

describe('quizReasonLabel', () => {
  it.each<[QuizReason, string | null]>([
    [{ kind: 'concern', value: 'blood-sugar' }, 'For your concern: Blood Sugar'],
    [{ kind: 'concern', value: 'heart' }, 'For your concern: Heart Health'],
    [{ kind: 'symptom', value: 'fatigue' }, "For what you're experiencing: Fatigue or low energy"],
    [{ kind: 'gender', value: 'female' }, 'For how you identify: Female'],
    [{ kind: 'concern', value: 'telepathy' }, null],
    [{ kind: 'symptom', value: 'heart' }, null],
  ])('%o reads "%s"', (reason, expected) => {
    expect(quizReasonLabel(reason, quiz)).toBe(expected);
  });

  it('uses the labels the editors write, and leaves out answers the quiz no longer offers', () => {
    const renamed: Quiz = {
      ...quiz,
      concerns: quiz.concerns.map((concern) =>
        concern.value === 'sleep' ? { ...concern, label: 'Restful Sleep' } : concern,
      ),
    };
    expect(
      quizReasonLabels(
        [
          { kind: 'concern', value: 'sleep' },
          { kind: 'concern', value: 'gone' },
        ],
        renamed,
      ),
    ).toEqual(['For your concern: Restful Sleep']);
  });
});

describe('retakeQuizAnswers', () => {
  const previous = answers({ gender: 'female', primaryConcerns: ['heart'], symptoms: ['fatigue'] });

  it('starts afresh without a previous result', () => {
    expect(retakeQuizAnswers(null)).toEqual(emptyQuizAnswers());
    expect(retakeQuizAnswers(undefined, 'sleep')).toEqual(emptyQuizAnswers('sleep'));
  });

  it('starts from the previous answers', () => {
    expect(retakeQuizAnswers(previous)).toEqual(previous);
  });

  it('ticks the concern it was opened for as well', () => {
    expect(retakeQuizAnswers(previous, 'sleep').primaryConcerns).toEqual(['heart', 'sleep']);
    expect(retakeQuizAnswers(previous, 'heart').primaryConcerns).toEqual(['heart']);
  });
});

describe('offeredQuizAnswers', () => {
  it('keeps the answers the quiz offers', () => {
    const given = answers({ gender: 'male', primaryConcerns: ['heart'], symptoms: ['stress'] });
    expect(offeredQuizAnswers(given, quiz)).toEqual(given);
  });

  it('drops values the quiz does not offer (an older quiz, an old link)', () => {
    expect(
      offeredQuizAnswers(
        {
          ageGroup: '120+',
          gender: 'robot',
          primaryConcerns: ['telepathy', 'sleep'],
          symptoms: ['itchy-ears'],
        },
        quiz,
      ),
    ).toEqual({ ageGroup: null, gender: null, primaryConcerns: ['sleep'], symptoms: [] });
  });
});
