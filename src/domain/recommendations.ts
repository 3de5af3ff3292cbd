/**
 * The wellness quiz's rules: when a step may be left, and which products the answers lead to.
 * The mapping itself (concern, symptom and gender to category, category to products) is the
 * editors' quiz document in Sanity; this module only applies it.
 */
import type { Quiz } from './types';

/** The quiz has four steps: age group, gender, concerns, symptoms. */
export const quizStepCount = 4;

export type QuizStep = 1 | 2 | 3 | 4;

export interface QuizAnswers {
  ageGroup: string | null;
  gender: string | null;
  /** Quiz concern values, in the order the shopper ticked them. */
  primaryConcerns: readonly string[];
  /** Quiz symptom values, in the order the shopper ticked them. */
  symptoms: readonly string[];
}

export function emptyQuizAnswers(initialConcern?: string): QuizAnswers {
  return {
    ageGroup: null,
    gender: null,
    primaryConcerns: initialConcern ? [initialConcern] : [],
    symptoms: [],
  };
}

/**
 * Whether Next (or, on the last step, "Get My Recommendations") is allowed: step 1 needs an age
 * group, step 2 a gender, step 3 at least one concern; the symptoms of step 4 are optional.
 */
export function canLeaveQuizStep(step: QuizStep, answers: QuizAnswers): boolean {
  switch (step) {
    case 1:
      return Boolean(answers.ageGroup);
    case 2:
      return Boolean(answers.gender);
    case 3:
      return answers.primaryConcerns.length > 0;
    case 4:
      return true;
  }
}

/** Ticks a concern or symptom that is not ticked, and unticks one that is. */
export function toggleQuizChoice(choices: readonly string[], value: string): string[] {
  return choices.includes(value) ? choices.filter((choice) => choice !== value) : [...choices, value];
}

/**
 * The categories the answers point to, in order: each concern's category, then each symptom's
 * category that is not already there, then the gender's (female: womens-health, male:
 * mens-health). Values the quiz document does not know, and symptoms or genders without a
 * category, add nothing.
 */
export function recommendedCategories(
  answers: QuizAnswers,
  quiz: Pick<Quiz, 'concerns' | 'symptoms' | 'genders'>,
) {
  const categories: string[] = [];
  const add = (category: string | undefined) => {
    if (category && !categories.includes(category)) categories.push(category);
  };
  for (const value of answers.primaryConcerns) {
    add(quiz.concerns.find((concern) => concern.value === value)?.category);
  }
  for (const value of answers.symptoms) {
    add(quiz.symptoms.find((symptom) => symptom.value === value)?.category);
  }
  if (answers.gender) add(quiz.genders.find((gender) => gender.value === answers.gender)?.category);
  return categories;
}

/**
 * The catalogue numbers of the products to recommend: the products of every category in the
 * order above, each product once, at most `maxRecommendations`. Empty means the shopper sees the
 * fallback text instead of cards.
 */
export function recommendedProductNumbers(answers: QuizAnswers, quiz: Quiz): string[] {
  const productsByCategory = new Map(quiz.categories.map((entry) => [entry.category, entry.productIds]));
  const numbers = new Set<string>();
  for (const category of recommendedCategories(answers, quiz)) {
    for (const number of productsByCategory.get(category) ?? []) numbers.add(number);
  }
  return [...numbers].slice(0, quiz.maxRecommendations);
}
