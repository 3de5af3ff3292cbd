import { SIGN_UP_RATE_LIMITED } from '../../../src/domain/newsletter';

/** What the shopper reads when a sign-up or an unsubscribe does not go through, word for word. */
export const newsletterMessages = {
  unreadable: 'This sign-up could not be read. Please reload the page and try again.',
  rateLimited: SIGN_UP_RATE_LIMITED,
  internal: 'We could not sign you up right now. Please try again in a moment.',
  invalidToken:
    'This unsubscribe link is not valid. Please use the link in your latest email, or contact us.',
  unsubscribeInternal: 'We could not unsubscribe you right now. Please try again in a moment.',
} as const;
