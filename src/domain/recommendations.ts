/**
 * The wellness quiz's rules: when a step may be left, which categories the answers lead to, and
 * how a recommendation is explained (recommend-products.ts picks the products). The mapping itself
 * (concern, symptom and gender to category, category to products) is the editors' quiz document in
 * Sanity; this module only applies it.
 */
import type { StackItem } from './stack-safety/findings';
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

/** The question of a step, in the editors' words. */
export function quizQuestion(step: QuizStep, quiz: Pick<Quiz, 'steps'>): string {
  const key = ({ 1: 'ageGroup', 2: 'gender', 3: 'concerns', 4: 'symptoms' } as const)[step];
  return quiz.steps[key];
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
export function answeredCategories(
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

/** The products a category lists, best first (none for a category the quiz does not map). */
export function categoryProducts(quiz: Pick<Quiz, 'categories'>, category: string): readonly string[] {
  return quiz.categories.find((entry) => entry.category === category)?.productIds ?? [];
}

/** Every product the quiz's categories list, each once. */
export function quizProductNumbers(quiz: Pick<Quiz, 'categories'>): string[] {
  return [...new Set(quiz.categories.flatMap((entry) => entry.productIds))];
}

/**
 * The products the answers' categories list, each once, in their order: what the rule may pick
 * from, and so the products whose Supplement Facts it needs.
 */
export function candidateProductNumbers(
  answers: QuizAnswers,
  quiz: Pick<Quiz, 'concerns' | 'symptoms' | 'genders' | 'categories'>,
): string[] {
  const categories = recommendedCategories(answers, quiz);
  return [...new Set(categories.flatMap((category) => categoryProducts(quiz, category)))];
}

/**
 * A product the answers may lead to, as the rule knows it: its catalogue number and, for the stack
 * check, its handle, title and Supplement Facts (null when not published: then it cannot be checked).
 */
export interface QuizProduct extends StackItem {
  number: string;
}

/** An answer's label in the editors' quiz ("Joint & Bone"), or null when the quiz no longer offers it. */
export function quizAnswerLabel(
  answer: QuizReason,
  quiz: Pick<Quiz, 'concerns' | 'symptoms' | 'genders'>,
): string | null {
  const options = { concern: quiz.concerns, symptom: quiz.symptoms, gender: quiz.genders }[answer.kind];
  return options.find((option) => option.value === answer.value)?.label ?? null;
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
  const label = quizAnswerLabel(reason, quiz);
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
