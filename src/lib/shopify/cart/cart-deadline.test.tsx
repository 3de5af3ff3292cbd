/**
 * A Storefront API that stops answering in the middle of a visit: the cart gives up on the change
 * at the store's deadline (10 s, so this test takes that long: the signal of the request itself,
 * given by shopifyFetch), says so, and the next change goes through once Shopify is back. Without
 * the deadline the cart would stay "updating" for good, every later change waiting behind it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { BACKEND_DEADLINE_MS } from '../../deadline';
import { renderHook, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { server } from '../../../../mocks/node';
import { storefrontEndpoint } from '../../../../mocks/shopify/handlers';
import { resetMockCarts } from '../../../../mocks/shopify/carts';
import { CartError } from '../errors';
import { useStoreCart } from './store-cart';
import { settle, visitWrapper } from './test-visit';

const variant = (product: number) => `gid://shopify/ProductVariant/${product * 1000 + 1}`;

beforeEach(() => {
  localStorage.clear();
  resetMockCarts();
});

describe('a cart change Shopify never answers', () => {
  it(
    'fails at the deadline with the cart as it was, and the next change is sent',
    async () => {
      const { result } = renderHook(() => useStoreCart(), { wrapper: visitWrapper() });
      await waitFor(() => expect(result.current.status).toBe('idle'));
      await settle(async () => {
        await result.current.addLine(variant(5));
      });
      const before = result.current.cart;

      const hanging = http.post(storefrontEndpoint, async ({ request }) => {
        const { query } = (await request.clone().json()) as { query: string };
        if (query.includes('cartLinesAdd')) await delay('infinite');
        return undefined;
      });
      server.use(hanging);
      let failure: unknown = null;
      await settle(async () => {
        failure = await result.current.addLine(variant(6)).catch((error: unknown) => error);
      });
      expect(failure).toBeInstanceOf(CartError);
      await waitFor(() => expect(result.current.status).toBe('idle'));
      expect(result.current.error).toBe(
        'We could not update your cart. Please check your connection and try again.',
      );
      expect(result.current.cart?.lines).toEqual(before?.lines);

      server.resetHandlers();
      await settle(async () => {
        await result.current.addLine(variant(6));
      });
      expect(result.current.cart?.lines.map((line) => line.merchandiseId)).toEqual([variant(5), variant(6)]);
      expect(result.current.error).toBeNull();
    },
    BACKEND_DEADLINE_MS + 15_000,
  );
});
