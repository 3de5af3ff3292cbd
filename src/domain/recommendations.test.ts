import { beforeAll, describe, expect, it } from 'vitest';
import {
  canLeaveQuizStep,
  emptyQuizAnswers,
  medicationsStep,
  offeredQuizAnswers,
  quizReasonLabel,
  quizReasonLabels,
  recommendProducts,
  recommendedCategories,
  recommendedProductNumbers,
  retakeQuizAnswers,
  toggleQuizChoice,
  type QuizAnswers,
  type QuizReason,
  type QuizStep,
} from './recommendations';
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
    ['the optional medications question', medicationsStep, answers({ primaryConcerns: ['sleep'] }), true],
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
    [
      'the symptoms weight, blood-pressure and blood-sugar add nothing',
      { primaryConcerns: ['heart'], symptoms: ['weight', 'blood-pressure', 'blood-sugar'] },
      ['heart'],
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
});

describe('recommendedProductNumbers (spec 5, recommendation mapping)', () => {
  it.each<[string, Partial<QuizAnswers>, string[]]>([
    ['blood-sugar holds products 9 and 17', { primaryConcerns: ['blood-sugar'] }, ['9', '17']],
    ['heart holds products 7 and 24 (CoQ10)', { primaryConcerns: ['heart'] }, ['7', '24']],
    ['energy holds product 1', { primaryConcerns: ['energy'] }, ['1']],
    ['sleep holds products 6 and 22', { primaryConcerns: ['sleep'] }, ['6', '22']],
    ['joint holds products 10 and 23 (Turmeric with Ginger)', { primaryConcerns: ['joint'] }, ['10', '23']],
    ['brain holds product 18', { primaryConcerns: ['brain'] }, ['18']],
    ['womens-health holds product 8', { gender: 'female', primaryConcerns: ['stress'] }, ['8']],
    ['mens-health holds products 11 and 20', { gender: 'male', primaryConcerns: ['stress'] }, ['11', '20']],
    ...(['cholesterol', 'weight', 'stress', 'digestive', 'immune'].map((concern) => [
      `${concern} holds no products`,
      { primaryConcerns: [concern] },
      [],
    ]) as [string, Partial<QuizAnswers>, string[]][]),
    [
      'products are merged across categories in order',
      { primaryConcerns: ['energy', 'brain'], gender: 'female' },
      ['1', '18', '8'],
    ],
    [
      'a symptom adds its products after the concerns',
      { primaryConcerns: ['brain'], symptoms: ['fatigue'] },
      ['18', '1'],
    ],
    ['the first 4 are kept', { primaryConcerns: ['blood-sugar', 'heart', 'sleep'] }, ['9', '17', '7', '24']],
    [
      'the gender is cut off once 4 are found',
      { gender: 'male', primaryConcerns: ['sleep', 'joint'] },
      ['6', '22', '10', '23'],
    ],
    [
      'categories without products do not use up places',
      { gender: 'male', primaryConcerns: ['cholesterol', 'weight', 'energy'], symptoms: ['stress'] },
      ['1', '11', '20'],
    ],
    [
      'no products at all gives an empty list (the fallback)',
      { gender: 'other', primaryConcerns: ['cholesterol', 'immune'], symptoms: ['digestive', 'weight'] },
      [],
    ],
  ])('%s', (_label, given, expected) => {
    expect(recommendedProductNumbers(answers(given), quiz)).toEqual(expected);
  });

  it('removes a product that two categories share', () => {
    const sharing: Quiz = {
      ...quiz,
      categories: [
        { category: 'heart', productIds: ['7', '24'] },
        { category: 'energy', productIds: ['24', '1'] },
      ],
    };
    expect(recommendedProductNumbers(answers({ primaryConcerns: ['heart', 'energy'] }), sharing)).toEqual([
      '7',
      '24',
      '1',
    ]);
  });

  it.each([1, 2, 6])('keeps at most the %i the editors allow', (maxRecommendations) => {
    const everything = answers({
      gender: 'male',
      primaryConcerns: ['blood-sugar', 'heart', 'sleep', 'joint', 'energy', 'brain'],
    });
    const numbers = recommendedProductNumbers(everything, { ...quiz, maxRecommendations });
    expect(numbers).toEqual(['9', '17', '7', '24', '6', '22'].slice(0, maxRecommendations));
  });

  it("follows the editors' mapping when they give a symptom a category", () => {
    const edited: Quiz = {
      ...quiz,
      symptoms: quiz.symptoms.map((symptom) =>
        symptom.value === 'blood-pressure' ? { ...symptom, category: 'heart' } : symptom,
      ),
    };
    expect(
      recommendedProductNumbers(
        answers({ primaryConcerns: ['stress'], symptoms: ['blood-pressure'] }),
        edited,
      ),
    ).toEqual(['7', '24']);
  });
});

describe('recommendProducts: each product with why it was picked', () => {
  it.each<[string, Partial<QuizAnswers>, { number: string; reasons: string[] }[]]>([
    [
      'a concern picks its products',
      { primaryConcerns: ['blood-sugar'] },
      [
        { number: '9', reasons: ['concern:blood-sugar'] },
        { number: '17', reasons: ['concern:blood-sugar'] },
      ],
    ],
    [
      'a symptom picks its products after the concerns',
      { primaryConcerns: ['brain'], symptoms: ['fatigue'] },
      [
        { number: '18', reasons: ['concern:brain'] },
        { number: '1', reasons: ['symptom:fatigue'] },
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
      'the gender explains its category',
      { gender: 'female', primaryConcerns: ['stress'] },
      [{ number: '8', reasons: ['gender:female'] }],
    ],
    ['no products, no recommendations', { primaryConcerns: ['immune'] }, []],
  ])('%s', (_label, given, expected) => {
    const found = recommendProducts(answers(given), quiz).map(({ number, reasons }) => ({
      number,
      reasons: reasons.map((reason) => `${reason.kind}:${reason.value}`),
    }));
    expect(found).toEqual(expected);
  });

  it('gives a product every category that lists it, once each', () => {
    const sharing: Quiz = {
      ...quiz,
      categories: [
        { category: 'heart', productIds: ['7', '24'] },
        { category: 'energy', productIds: ['24', '1'] },
      ],
    };
    expect(recommendProducts(answers({ primaryConcerns: ['heart', 'energy'] }), sharing)).toEqual([
      { number: '7', reasons: [{ kind: 'concern', value: 'heart' }] },
      {
        number: '24',
        reasons: [
          { kind: 'concern', value: 'heart' },
          { kind: 'concern', value: 'energy' },
        ],
      },
      { number: '1', reasons: [{ kind: 'concern', value: 'energy' }] },
    ]);
  });

  it('picks the same products, in the same order, as recommendedProductNumbers', () => {
    const everything = answers({
      gender: 'male',
      primaryConcerns: ['joint', 'blood-sugar'],
      symptoms: ['fatigue', 'joint-pain'],
    });
    expect(recommendProducts(everything, quiz).map((pick) => pick.number)).toEqual(
      recommendedProductNumbers(everything, quiz),
    );
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
