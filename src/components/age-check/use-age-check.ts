import { useCallback } from 'react';
import { ageConfirmed, dateOfBirthIn } from '../../domain/age-check';
import { shopperToday } from '../../domain/calendar-date';
// eslint-disable-next-line no-restricted-imports -- The question is skipped when the shopper's cart already carries their date of birth.
import { useStoreCart } from '../../lib/shopify';
import { useShellActions } from '../shell-actions';
import type { AgeQuestion } from './age-question';

/**
 * What a purchase carries after the age check: nothing when no question was needed (no
 * age-restricted product, or the cart already carries a date of birth of 18 or more), the date of
 * birth the shopper just gave, or null when the purchase must not go ahead (refused, or closed).
 */
export type AgeCheckOutcome = { dateOfBirth?: string } | null;

/**
 * The age check before a purchase (src/domain/age-check.ts): asks the shopper's date of birth when
 * `question.productNames` names age-restricted products and the cart does not already carry one that
 * says 18 or more on the shopper's today.
 */
export function useAgeCheck(): (question: AgeQuestion) => Promise<AgeCheckOutcome> {
  const { cart } = useStoreCart();
  const { askAge } = useShellActions();
  const confirmed = ageConfirmed(dateOfBirthIn(cart?.attributes ?? []), shopperToday());
  return useCallback(
    async (question) => {
      if (question.productNames.length === 0 || confirmed) return {};
      const dateOfBirth = await askAge(question);
      return dateOfBirth ? { dateOfBirth } : null;
    },
    [askAge, confirmed],
  );
}
