/**
 * Signing a shopper up for the newsletter from a form (the exit offer, the community page): the
 * `subscribeToNewsletter` Function's code loads only when the form is sent, so no page carries it.
 */
import { useMutation } from '@tanstack/react-query';
import type { NewsletterSignUp, NewsletterSignUpAnswer } from '../../domain/newsletter';
import { CallableFailure } from '../../domain/service-failures';

const loadNewsletter = () => import('../../lib/firebase/newsletter');

/** Whether the failure is about the address itself (the form marks the field). */
export function isAddressRefused(error: unknown): boolean {
  return error instanceof CallableFailure && error.code === 'invalid-argument';
}

/** The sign-up, as its form shows it: sending, the answer, or the failure. */
export function useNewsletterSignUp(onAnswer?: (answer: NewsletterSignUpAnswer) => void) {
  return useMutation({
    mutationFn: async (signUp: NewsletterSignUp) => (await loadNewsletter()).subscribeToNewsletter(signUp),
    onSuccess: onAnswer,
  });
}

/** "Your code: WELCOME10." for the welcome, when the answer carries one. */
export function discountCodeLine(answer: NewsletterSignUpAnswer): string {
  return answer.discountCode ? `Your code: ${answer.discountCode}.` : '';
}
