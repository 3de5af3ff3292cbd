/**
 * Signing a shopper up for the newsletter from a form (the exit offer, the community page): the
 * `subscribeToNewsletter` Function's code loads only when the form is sent, so no page carries it.
 */
import type { NewsletterSignUpAnswer, NewsletterSource } from '../../domain/newsletter';
import { useEmailSignUp } from '../use-email-sign-up';

// A shared piece that reaches a service (see eslint.config.js): The newsletter sign-up is one form on several pages: it asks the newsletter function.
const loadNewsletter = () => import('../../lib/firebase/newsletter');

interface NewsletterSignUpForm {
  source: NewsletterSource;
  /** What the shopper agrees to by subscribing, as the form shows it: sent with the sign-up as read. */
  consent: string;
  /** Called once the store has answered. */
  onAnswer: (answer: NewsletterSignUpAnswer) => void;
}

/** A sign-up form's state (`useEmailSignUp`): its email field, `submit` and whether it is `sending`. */
export function useNewsletterSignUp({ source, consent, onAnswer }: NewsletterSignUpForm) {
  return useEmailSignUp({
    send: async (email) => (await loadNewsletter()).subscribeToNewsletter({ email, source, consent }),
    onAnswer,
  });
}

/** "Your code: WELCOME10." for the welcome, when the answer carries one. */
export function discountCodeLine(answer: NewsletterSignUpAnswer): string {
  return answer.discountCode ? `Your code: ${answer.discountCode}.` : '';
}
