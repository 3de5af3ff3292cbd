import { describe, expect, it } from 'vitest';
import { cartChangeFailureMessage, rejectedError, unavailableError } from './errors';

const busyLoad =
  'The store is very busy right now and could not load your cart. Please try again in a moment.';

describe("the shopper's words for a failed Storefront request", () => {
  it.each([
    ['Shopify throttled it (THROTTLED)', rejectedError('cart', [], ['THROTTLED']), busyLoad],
    ['Shopify answered 429', unavailableError('cart', new Error('429'), 429), busyLoad],
    [
      'Shopify refused the query',
      rejectedError('cart', [], ['undefinedField']),
      'We could not load your cart right now. Please try again later.',
    ],
    [
      'no answer came',
      unavailableError('cart', new TypeError('Failed to fetch')),
      'We could not load your cart. Please check your connection and try again.',
    ],
  ])('loading, when %s', (_case, error, message) => {
    expect(error.message).toBe(message);
  });

  it.each([
    [
      'Shopify throttled it (THROTTLED)',
      rejectedError('cart', [], ['THROTTLED']),
      'The store is very busy right now and could not update your cart. Please try again in a moment.',
    ],
    [
      'Shopify answered 429',
      unavailableError('cart', new Error('429'), 429),
      'The store is very busy right now and could not update your cart. Please try again in a moment.',
    ],
    [
      'Shopify refused the mutation',
      rejectedError('cart', [], ['ACCESS_DENIED']),
      'We could not update your cart right now. Please try again later.',
    ],
    [
      'no answer came',
      unavailableError('cart', new TypeError('Failed to fetch')),
      'We could not update your cart. Please check your connection and try again.',
    ],
    [
      'something else broke',
      new Error('boom'),
      'We could not update your cart. Please check your connection and try again.',
    ],
  ])('changing the cart, when %s', (_case, error, message) => {
    expect(cartChangeFailureMessage(error)).toBe(message);
  });
});
