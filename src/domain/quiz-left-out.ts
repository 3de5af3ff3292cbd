/**
 * The quiz answers every answer: a concern or symptom the shopper gave either has a product among
 * the recommendations, or the result names it and says why not. Worked out from the result as it is
 * shown (a result kept from before is read against today's quiz and shop), so what it says is true
 * of the cards on screen.
 */
import { fillTemplate } from './fill-template';
import { exceedsUpperLimit } from './recommend-products';
import {
  answeredCategories,
  categoryProducts,
  quizAnswerLabel,
  type QuizAnswers,
  type QuizProduct,
  type QuizReason,
} from './recommendations';
import type { Quiz } from './types';

/**
 * Why an answer has no product among those shown:
 * - `most-shown`: the list is full (the quiz shows `maxRecommendations` at most);
 * - `over-upper-limit`: each of its products would take the shown set over a daily upper limit;
 * - `no-products`: its category lists no product the shop sells;
 * - `retake`: the list has room and a product would fit: the result was made before the quiz or
 *   the shop changed, and a retake would pick it.
 */
export type LeftOutReason = 'most-shown' | 'over-upper-limit' | 'no-products' | 'retake';

/** The answers left out for one reason, in answer order, with their categories (for their links). */
export interface LeftOutAnswers {
  reason: LeftOutReason;
  answers: QuizReason[];
  categories: string[];
}

const reasonOrder: readonly LeftOutReason[] = ['most-shown', 'over-upper-limit', 'no-products', 'retake'];

/**
 * The concerns and symptoms none of the shown products is for, grouped by why, in the order of
 * `reasonOrder`; empty when every one of them has a product. The gender is not an answer the shopper
 * asked products for ("How do you identify?"), so its category is never named here.
 *
 * `recommended` are the result's catalogue numbers; `products` the shop's products among them and
 * among those the answers' categories list, with their Supplement Facts. A recommended product the
 * shop no longer sells has no card, so it answers nothing.
 */
export function leftOutAnswers(
  answers: QuizAnswers,
  quiz: Quiz,
  recommended: readonly string[],
  products: readonly QuizProduct[],
): LeftOutAnswers[] {
  const sold = new Map(products.map((product) => [product.number, product]));
  const shownProducts = recommended.flatMap((number) => sold.get(number) ?? []);
  const shown = shownProducts.map((product) => product.number);
  const whyLeftOut = (category: string): LeftOutReason | null => {
    const listed = categoryProducts(quiz, category);
    if (listed.some((number) => shown.includes(number))) return null;
    const forSale = listed.flatMap((number) => sold.get(number) ?? []);
    if (forSale.length === 0) return 'no-products';
    if (forSale.every((product) => exceedsUpperLimit([...shownProducts, product]))) return 'over-upper-limit';
    return shown.length >= quiz.maxRecommendations ? 'most-shown' : 'retake';
  };

  const groups = new Map<LeftOutReason, LeftOutAnswers>();
  for (const { reason: answer, category } of answeredCategories(answers, quiz)) {
    if (answer.kind === 'gender') continue;
    const reason = whyLeftOut(category);
    if (!reason) continue;
    const group = groups.get(reason) ?? { reason, answers: [], categories: [] };
    group.answers.push(answer);
    if (!group.categories.includes(category)) group.categories.push(category);
    groups.set(reason, group);
  }
  return reasonOrder.flatMap((reason) => groups.get(reason) ?? []);
}

const templateOf: Record<LeftOutReason, keyof Quiz['leftOut']> = {
  'most-shown': 'mostShown',
  'over-upper-limit': 'overUpperLimit',
  'no-products': 'noProducts',
  retake: 'retake',
};

/**
 * "A, B and C". Made on first use, not as the module loads: the quiz page fetches this module
 * before any result shows, and Intl's first use costs a phone about 40 ms of main thread.
 */
let conjunction: Intl.ListFormat | undefined;
export const andList = () => (conjunction ??= new Intl.ListFormat('en', { type: 'conjunction' }));

/** What the result says of one group of answers left out, in the editors' words. */
export function leftOutLine(group: LeftOutAnswers, quiz: Quiz): string {
  const labels = group.answers.flatMap((answer) => quizAnswerLabel(answer, quiz) ?? []);
  return fillTemplate(quiz.leftOut[templateOf[group.reason]], {
    answers: andList().format(labels),
    count: String(quiz.maxRecommendations),
  });
}
