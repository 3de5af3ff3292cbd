/**
 * Which products the quiz recommends: the answers' categories take turns, and the set stays within
 * every daily upper limit of the stack check. Apart from the quiz's steps (recommendations.ts), so
 * the steps load without the stack check, which this needs only when the shopper finishes.
 */
import {
  answeredCategories,
  categoryProducts,
  recommendedCategories,
  type QuizAnswers,
  type QuizProduct,
  type Recommendation,
} from './recommendations';
import { checkStack } from './stack-safety/check-stack';
import type { StackItem } from './stack-safety/findings';
import { nutrientOf } from './stack-safety/nutrients';
import { upperLimits } from './stack-safety/upper-limits';
import type { Quiz } from './types';

/** Whether taking all of `items` together goes over a nutrient's daily upper limit. */
export function exceedsUpperLimit(items: readonly StackItem[]): boolean {
  return checkStack(items.map(limitedRowsOf)).some((finding) => finding.kind === 'upper-limit');
}

/**
 * A product with only the label rows an upper limit counts: the check adds up nothing else, and
 * the rule asks it about many sets of the same few products.
 */
const limitedRowsOf = (item: StackItem): StackItem => {
  let limited = limitedItems.get(item);
  if (!limited) {
    const rows = item.facts?.rows.filter((row) => {
      const nutrient = nutrientOf(row);
      return nutrient !== null && Object.hasOwn(upperLimits, nutrient);
    });
    limited = { ...item, facts: item.facts && rows ? { ...item.facts, rows, blends: [] } : item.facts };
    limitedItems.set(item, limited);
  }
  return limited;
};
const limitedItems = new WeakMap<StackItem, StackItem>();

/**
 * The products to recommend, each with why, at most `maxRecommendations`. The categories (in the
 * order of `recommendedCategories`) take turns: each gives its first product before any gives a
 * second, so every answer is represented before one of them fills the list. A category already
 * represented by a product another category picked waits for the next turn, and each product is
 * shown once. A product's reasons are all the answers whose category lists it (a concern and a
 * symptom can both lead to it). Empty means the shopper sees the fallback text instead of cards.
 *
 * Only products the shop sells (`products`) are picked, and only while the set stays within every
 * daily upper limit of the stack check: a product that would take it over one, alone or with those
 * already picked, is passed over for the category's next. So "Add all to cart" never adds a set
 * the store's own check flags. A category whose products are all passed over gives nothing; the
 * result says why (`leftOutAnswers`).
 */
export function recommendProducts(
  answers: QuizAnswers,
  quiz: Quiz,
  products: readonly QuizProduct[],
): Recommendation[] {
  const answered = answeredCategories(answers, quiz);
  const sold = new Map(products.map((product) => [product.number, product]));
  const lists = recommendedCategories(answers, quiz).map((category) => categoryProducts(quiz, category));
  const picked: QuizProduct[] = [];
  // Passed over for good: the picked set only grows, so a product over a limit stays over it.
  const passedOver = new Set<string>();
  const isPicked = (number: string) => picked.some((product) => product.number === number);
  const isOpen = (number: string) => !isPicked(number) && !passedOver.has(number);
  const anyLeft = () => lists.some((list) => list.some(isOpen));
  const nextFitting = (list: readonly string[]) => {
    for (const number of list.filter(isOpen)) {
      const product = sold.get(number);
      if (product && !exceedsUpperLimit([...picked, product])) return product;
      passedOver.add(number);
    }
    return undefined;
  };
  // Turn n: every category shown fewer than n times adds its next product that fits.
  for (let turn = 1; picked.length < quiz.maxRecommendations && anyLeft(); turn += 1) {
    for (const list of lists) {
      if (picked.length >= quiz.maxRecommendations) break;
      if (list.filter(isPicked).length >= turn) continue;
      const next = nextFitting(list);
      if (next) picked.push(next);
    }
  }
  return picked.map(({ number }) => ({
    number,
    reasons: answered
      .filter(({ category }) => categoryProducts(quiz, category).includes(number))
      .map(({ reason }) => reason)
      .filter(
        (reason, index, all) =>
          all.findIndex((other) => other.kind === reason.kind && other.value === reason.value) === index,
      ),
  }));
}
