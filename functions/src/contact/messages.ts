import { CONTACT_RATE_LIMITED } from '../../../src/domain/contact-message';

/** What the shopper reads when a contact message does not go through, word for word. */
export const contactMessages = {
  unreadable: 'This message could not be read. Please reload the page and try again.',
  checkFields: 'Please check the highlighted fields.',
  rateLimited: CONTACT_RATE_LIMITED,
  internal: 'We could not send your message right now. Please try again, or write to us by email.',
} as const;
