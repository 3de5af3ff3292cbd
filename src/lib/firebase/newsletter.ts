/**
 * The newsletter's Functions: signing up (anyone) and unsubscribing (anyone holding the link's
 * token). Loaded when a form is sent, never with a page.
 */
import * as z from 'zod/mini';
import {
  SIGN_UP_RATE_LIMITED,
  type NewsletterSignUp,
  type NewsletterSignUpAnswer,
  type UnsubscribeAnswer,
} from '../../domain/newsletter';
import { callFunction } from './callable';

const signUpAnswer: z.ZodMiniType<NewsletterSignUpAnswer> = z.object({
  status: z.enum(['subscribed', 'already-subscribed']),
  discountCode: z.string(),
});

const unsubscribeAnswer: z.ZodMiniType<UnsubscribeAnswer> = z.object({ status: z.enum(['unsubscribed']) });

/** Puts the address on the newsletter list, or finds it there already. */
export function subscribeToNewsletter(signUp: NewsletterSignUp): Promise<NewsletterSignUpAnswer> {
  return callFunction('subscribeToNewsletter', signUp, {
    answer: signUpAnswer,
    fallback: 'We could not sign you up right now. Please try again in a moment.',
    rateLimited: SIGN_UP_RATE_LIMITED,
  });
}

/** Takes the address of the unsubscribe link's token off the list. */
export function unsubscribeFromNewsletter(token: string): Promise<UnsubscribeAnswer> {
  return callFunction(
    'unsubscribeFromNewsletter',
    { token },
    {
      answer: unsubscribeAnswer,
      fallback: 'We could not unsubscribe you right now. Please try again in a moment.',
    },
  );
}
