/**
 * A Storefront API that stops answering in the middle of a visit: the cart gives up on the change
 * at the store's deadline (10 s, so this test takes that long), says so, and the next change goes
 * through once Shopify is back. Without the deadline, hydrogen-react's cart would stay "updating"
 * for good.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { BACKEND_DEADLINE_MS } from '../../deadline';
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { server } from '../../../../mocks/node';
import { storefrontEndpoint } from '../../../../mocks/shopify/handlers';
import { resetMockCarts } from '../../../../mocks/shopify/carts';
import { CartError } from '../errors';
import { StoreCartProvider, useStoreCart } from './store-cart';

const variant = (product: number) => `gid://shopify/ProductVariant/${product * 1000 + 1}`;

beforeEach(() => {
  localStorage.clear();
  resetMockCarts();
});

describe('a cart change Shopify never answers', () => {
  it(
    'fails at the deadline with the cart as it was, and the next change is sent',
    async () => {
      const { result } = renderHook(() => useStoreCart(), { wrapper: StoreCartProvider });
      await waitFor(() => expect(result.current.status).toBe('idle'));
      await act(async () => {
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
      await act(async () => {
        failure = await result.current.addLine(variant(6)).catch((error: unknown) => error);
      });
      expect(failure).toBeInstanceOf(CartError);
      await waitFor(() => expect(result.current.status).toBe('idle'));
      expect(result.current.error).toMatch(/cart/i);
      expect(result.current.cart?.lines).toEqual(before?.lines);

      server.resetHandlers();
      await act(async () => {
        await result.current.addLine(variant(6));
      });
      expect(result.current.cart?.lines.map((line) => line.merchandiseId)).toEqual([variant(5), variant(6)]);
      expect(result.current.error).toBeNull();
    },
    BACKEND_DEADLINE_MS + 15_000,
  );
});
