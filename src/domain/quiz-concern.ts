/**
 * Condition pages and cards offer "Take Quiz for {condition}". The quiz names its health concerns
 * with its own values (spec: blood-sugar, heart, cholesterol, …), which differ from some condition
 * slugs, so the quiz can be opened with the matching concern already ticked. A condition the quiz
 * has no concern of its own for opens with the nearest one: blood pressure is heart health (the
 * shop lists every blood-pressure product under heart health too). Eye, skin, men's and women's
 * health have no near concern and open the quiz with none ticked.
 */
const concernByConditionSlug: Readonly<Record<string, string>> = {
  'blood-sugar': 'blood-sugar',
  'heart-health': 'heart',
  'blood-pressure': 'heart',
  cholesterol: 'cholesterol',
  weight: 'weight',
  energy: 'energy',
  sleep: 'sleep',
  stress: 'stress',
  brain: 'brain',
  joint: 'joint',
  digestion: 'digestive',
  immune: 'immune',
};

/** The quiz concern for a condition, or undefined when the quiz has no such concern. */
export function quizConcernForCondition(slug: string): string | undefined {
  return Object.hasOwn(concernByConditionSlug, slug) ? concernByConditionSlug[slug] : undefined;
}
