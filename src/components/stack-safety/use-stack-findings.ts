/**
 * The findings of "A safe stack" for a set of products: their Supplement Facts (Shopify), the
 * quality team's interaction rules (Sanity, read only when the shopper listed medications) and the
 * shopper's medication answer (this browser), put through `checkStack`.
 */
import { useQueries, useQuery } from '@tanstack/react-query';
import { medicationsOf, type MedicationAnswer } from '../../domain/medications';
import { checkStack } from '../../domain/stack-safety/check-stack';
import type { Finding } from '../../domain/stack-safety/findings';
import { useHydrated } from '../../lib/hydration/use-hydrated';
// eslint-disable-next-line no-restricted-imports -- The stack check reads the editors' interaction rules and the products' facts, the same on the product page, the cart and the quiz.
import { interactionRulesQueryOptions } from '../../lib/sanity/queries/interaction-rules';
// eslint-disable-next-line no-restricted-imports -- (the same reason: the products' facts and the cart)
import { productFactsQueryOptions, useStoreCart } from '../../lib/shopify';
import { stackWithCart, type StackProduct } from './stack-products';
import { useMedicationAnswer } from './use-medications';

export interface StackFindings {
  /**
   * `pending` until everything needed has loaded (and before hydration: the check never runs on
   * the server or while a prerendered page hydrates); `error` when a product's facts or the rules
   * could not be read, since a check without them would be a false "all clear".
   */
  status: 'pending' | 'error' | 'success';
  /** The findings, most serious first; empty unless `status` is `success`. */
  findings: Finding[];
  /** The shopper's medication answer, null when they have not answered. */
  answer: MedicationAnswer | null;
  /** Whether the products were checked against medications (the shopper listed some). */
  interactionsChecked: boolean;
  /** Reads again what failed. */
  retry: () => void;
  retrying: boolean;
}

/** What `checkStack` finds for `products`, once their facts (and the rules, if needed) are in. */
export function useStackFindings(products: readonly StackProduct[]): StackFindings {
  const hydrated = useHydrated();
  const answer = useMedicationAnswer();
  const medications = medicationsOf(answer);
  const interactionsChecked = medications.length > 0;
  const facts = useQueries({
    queries: products.map(({ handle }) => ({ ...productFactsQueryOptions(handle), enabled: hydrated })),
  });
  const rules = useQuery({ ...interactionRulesQueryOptions, enabled: hydrated && interactionsChecked });

  const reads = interactionsChecked ? [...facts, rules] : facts;
  // Data already read stays good while a later refresh fails; only a read with nothing fails the check.
  const failed = reads.filter((read) => read.data === undefined && read.isError);
  const status =
    failed.length > 0
      ? 'error'
      : !hydrated || reads.some((read) => read.data === undefined)
        ? 'pending'
        : 'success';
  const findings =
    status === 'success'
      ? checkStack(
          products.map(({ handle, title }, index) => ({ handle, title, facts: facts[index]?.data ?? null })),
          { medications, rules: interactionsChecked ? (rules.data ?? []) : [] },
        )
      : [];
  return {
    status,
    findings,
    answer,
    interactionsChecked,
    retry: () => {
      for (const read of failed) void read.refetch();
    },
    retrying: failed.some((read) => read.isFetching),
  };
}

/**
 * The findings for the cart's products, with `alongside` (shown with the cart) checked among them.
 * While a saved cart is still being restored, the check waits for it.
 */
export function useCartStackFindings(
  alongside: readonly StackProduct[] = [],
): StackFindings & { products: StackProduct[] } {
  const { cart, status } = useStoreCart();
  const products = stackWithCart(alongside, cart?.lines ?? []);
  const result = useStackFindings(products);
  const restoring = cart === null && status === 'loading';
  if (restoring && result.status === 'success')
    return { ...result, status: 'pending', findings: [], products };
  return { ...result, products };
}
