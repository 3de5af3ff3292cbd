import { BACK_IN_STOCK_RATE_LIMITED } from '../../../src/domain/back-in-stock';

/** What the shopper reads when a "Notify me" does not go through, word for word. */
export const backInStockMessages = {
  unreadable: 'This request could not be read. Please reload the page and try again.',
  rateLimited: BACK_IN_STOCK_RATE_LIMITED,
  internal: 'We could not keep your request right now. Please try again in a moment.',
} as const;
