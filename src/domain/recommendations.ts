/**
 * The wellness quiz's rules: when a step may be left, and which products the answers lead to.
 * The mapping itself (concern, symptom and gender to category, category to products) is the
 * editors' quiz document in Sanity; this module only applies it.
 */
import type { Quiz } from './types';

/**
 * The quiz has four steps: age group, gender, concerns, symptoms. The last step also offers the
 * optional medications question (domain/quiz-medications.ts): it is never a step of its own.
 */
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
 * Whether Next (or "Get My Recommendations") is allowed: step 1 needs an age group, step 2 a
 * gender, step 3 at least one concern; the symptoms of step 4 (and its medications) are optional.
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

/** Why a product was picked: the answer (a concern, a symptom or the gender) whose category lists it. */
export interface QuizReason {
  kind: 'concern' | 'symptom' | 'gender';
  /** The answer's value in the quiz document ("blood-sugar", "fatigue", "female"). */
  value: string;
}

/** A recommended product (its catalogue number) and every answer that led to it, in answer order. */
export interface Recommendation {
  number: string;
  reasons: QuizReason[];
}

/** Each answer with its category, in order: concerns, then symptoms, then the gender. */
function answeredCategories(
  answers: QuizAnswers,
  quiz: Pick<Quiz, 'concerns' | 'symptoms' | 'genders'>,
): { reason: QuizReason; category: string }[] {
  const found: { reason: QuizReason; category: string }[] = [];
  const add = (kind: QuizReason['kind'], value: string, category: string | null | undefined) => {
    if (category) found.push({ reason: { kind, value }, category });
  };
  for (const value of answers.primaryConcerns) {
    add('concern', value, quiz.concerns.find((concern) => concern.value === value)?.category);
  }
  for (const value of answers.symptoms) {
    add('symptom', value, quiz.symptoms.find((symptom) => symptom.value === value)?.category);
  }
  if (answers.gender) {
    const gender = answers.gender;
    add('gender', gender, quiz.genders.find((entry) => entry.value === gender)?.category);
  }
  return found;
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
  return [...new Set(answeredCategories(answers, quiz).map((entry) => entry.category))];
}

/**
 * The products to recommend, each with why, at most `maxRecommendations`. The categories (in the
 * order of `recommendedCategories`) take turns: each gives its first product before any gives a
 * second, so every answer is represented before one of them fills the list. A category already
 * represented by a product another category picked waits for the next turn, and each product is
 * shown once. A product's reasons are all the answers whose category lists it (a concern and a
 * symptom can both lead to it). Empty means the shopper sees the fallback text instead of cards.
 */
export function recommendProducts(answers: QuizAnswers, quiz: Quiz): Recommendation[] {
  const answered = answeredCategories(answers, quiz);
  const productsByCategory = new Map<string, readonly string[]>(
    quiz.categories.map((entry) => [entry.category, entry.productIds]),
  );
  const lists = [...new Set(answered.map((entry) => entry.category))].map(
    (category) => productsByCategory.get(category) ?? [],
  );
  const picked: string[] = [];
  const isPicked = (number: string) => picked.includes(number);
  const anyLeft = () => lists.some((list) => list.some((number) => !isPicked(number)));
  // Turn n: every category shown fewer than n times adds its next product not shown yet.
  for (let turn = 1; picked.length < quiz.maxRecommendations && anyLeft(); turn += 1) {
    for (const list of lists) {
      if (picked.length >= quiz.maxRecommendations) break;
      if (list.filter(isPicked).length >= turn) continue;
      const next = list.find((number) => !isPicked(number));
      if (next !== undefined) picked.push(next);
    }
  }
  return picked.map((number) => ({
    number,
    reasons: answered
      .filter(({ category }) => productsByCategory.get(category)?.includes(number))
      .map(({ reason }) => reason)
      .filter(
        (reason, index, all) =>
          all.findIndex((other) => other.kind === reason.kind && other.value === reason.value) === index,
      ),
  }));
}

/** The catalogue numbers of `recommendProducts`, in the order to show. */
export function recommendedProductNumbers(answers: QuizAnswers, quiz: Quiz): string[] {
  return recommendProducts(answers, quiz).map((recommendation) => recommendation.number);
}

/**
 * A reason as the shopper reads it, with the answer's label from the editors' quiz: "For your
 * concern: Blood Sugar". Null when the quiz no longer offers that answer (a result kept from
 * before the editors changed it).
 */
export function quizReasonLabel(
  reason: QuizReason,
  quiz: Pick<Quiz, 'concerns' | 'symptoms' | 'genders'>,
): string | null {
  const options = { concern: quiz.concerns, symptom: quiz.symptoms, gender: quiz.genders }[reason.kind];
  const label = options.find((option) => option.value === reason.value)?.label;
  if (!label) return null;
  const prefix = {
    concern: 'For your concern',
    symptom: "For what you're experiencing",
    gender: 'For how you identify',
  }[reason.kind];
  return `${prefix}: ${label}`;
}

/** The labels of a recommendation's reasons that the quiz still offers. */
export function quizReasonLabels(
  reasons: readonly QuizReason[],
  quiz: Pick<Quiz, 'concerns' | 'symptoms' | 'genders'>,
): string[] {
  return reasons.map((reason) => quizReasonLabel(reason, quiz)).filter((label) => label !== null);
}

/**
 * Where a retake starts: the previous answers (those the quiz still offers), with `concern` ticked
 * too when the quiz was opened for one (from a condition page).
 */
export function retakeQuizAnswers(previous: QuizAnswers | null | undefined, concern?: string): QuizAnswers {
  if (!previous) return emptyQuizAnswers(concern);
  const primaryConcerns =
    concern && !previous.primaryConcerns.includes(concern)
      ? [...previous.primaryConcerns, concern]
      : [...previous.primaryConcerns];
  return { ...previous, primaryConcerns, symptoms: [...previous.symptoms] };
}

/** Only the answers the quiz offers: a value kept from an older quiz (or an old link) is dropped. */
export function offeredQuizAnswers(
  answers: QuizAnswers,
  quiz: Pick<Quiz, 'ageGroups' | 'genders' | 'concerns' | 'symptoms'>,
): QuizAnswers {
  const offered = (options: readonly { value: string }[]) => (value: string | null) =>
    value !== null && options.some((option) => option.value === value);
  return {
    ageGroup: offered(quiz.ageGroups)(answers.ageGroup) ? answers.ageGroup : null,
    gender: offered(quiz.genders)(answers.gender) ? answers.gender : null,
    primaryConcerns: answers.primaryConcerns.filter(offered(quiz.concerns)),
    symptoms: answers.symptoms.filter(offered(quiz.symptoms)),
  };
}
