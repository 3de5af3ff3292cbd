/**
 * The cart as a feature sees it: `useStoreCart()` under a QueryClient (one per visit) in jsdom,
 * talking to the mock Storefront API through MSW.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import { storefrontEndpoint } from '../../../../mocks/shopify/handlers';
import { resetMockCarts } from '../../../../mocks/shopify/carts';
import { CartError } from '../errors';
import { useStoreCart } from './store-cart';
import { settle, visitWrapper } from './test-visit';

const variant = (product: number, index = 1) => `gid://shopify/ProductVariant/${product * 1000 + index}`;

/** A new visit of the store: its cart as the page shows it. */
const visit = () => renderHook(() => useStoreCart(), { wrapper: visitWrapper() });

async function renderCart() {
  const rendered = visit();
  await waitFor(() => expect(rendered.result.current.status).toBe('idle'));
  return rendered;
}

/** The names of the Storefront operations sent from now on, in order. */
function recordOperations(): string[] {
  const names: string[] = [];
  server.use(
    http.post(storefrontEndpoint, async ({ request }) => {
      const { query } = (await request.clone().json()) as { query: string };
      names.push(/(?:query|mutation) (\w+)/.exec(query)?.[1] ?? '?');
      return undefined;
    }),
  );
  return names;
}

/** Holds the Storefront operation `name` until `release` is called with an answer (none: Shopify's). */
function hold(name: string): (answer?: Response) => void {
  let release: (answer?: Response) => void = () => {};
  const released = new Promise<Response | undefined>((resolve) => (release = resolve));
  server.use(
    http.post(storefrontEndpoint, async ({ request }) => {
      const { query } = (await request.clone().json()) as { query: string };
      return query.includes(name) ? released : undefined;
    }),
  );
  return (answer) => release(answer);
}

async function rejection(promise: Promise<unknown>): Promise<CartError> {
  let caught: unknown = null;
  await settle(async () => {
    caught = await promise.then(
      () => null,
      (error: unknown) => error,
    );
  });
  expect(caught).toBeInstanceOf(CartError);
  return caught as CartError;
}

beforeEach(() => {
  localStorage.clear();
  resetMockCarts();
});

describe('useStoreCart', () => {
  it('has no cart until the first product is added, then creates one with a checkout URL', async () => {
    const { result } = await renderCart();
    expect(result.current.cart).toBeNull();

    let returned = null as Awaited<ReturnType<typeof result.current.addLine>> | null;
    await settle(async () => {
      returned = await result.current.addLine(variant(5), 2);
    });

    const cart = result.current.cart;
    expect(returned).toEqual(cart);
    expect(cart?.checkoutUrl).toMatch(/\/cart\/c\/\w+\?key=\w+$/);
    expect(cart?.totalQuantity).toBe(2);
    expect(cart?.lines).toEqual([
      expect.objectContaining({
        merchandiseId: variant(5),
        productTitle: 'Probiotic 40 Billion CFU',
        productHandle: 'probiotic-40-billion-cfu',
        quantity: 2,
        unitPrice: { amount: 149.99, currencyCode: 'USD' },
        totalPrice: { amount: 299.98, currencyCode: 'USD' },
      }),
    ]);
    expect(cart?.subtotal).toEqual({ amount: 299.98, currencyCode: 'USD' });
    expect(result.current.status).toBe('idle');
    expect(result.current.error).toBeNull();
  });

  it('merges the same product into one line, and sends quick successive adds one after the other', async () => {
    const { result } = await renderCart();
    await settle(async () => {
      await result.current.addLine(variant(6));
    });
    await settle(async () => {
      // Two clicks before the first answer: neither may be lost.
      await Promise.all([result.current.addLine(variant(6)), result.current.addLine(variant(24), 1)]);
    });
    expect(result.current.cart?.lines.map((line) => [line.merchandiseId, line.quantity])).toEqual([
      [variant(6), 2],
      [variant(24), 1],
    ]);
    expect(result.current.cart?.totalQuantity).toBe(3);
  });

  it('lands two Add to Cart taps made at once on no cart: the first creates the cart, the second adds to it', async () => {
    const { result } = await renderCart();
    const operations = recordOperations();
    let carts: unknown[] = [];
    await settle(async () => {
      carts = await Promise.all([result.current.addLine(variant(6)), result.current.addLine(variant(24))]);
    });
    expect(operations).toEqual(['CartCreate', 'CartLinesAdd']);
    expect(result.current.cart?.lines.map((line) => [line.merchandiseId, line.quantity])).toEqual([
      [variant(6), 1],
      [variant(24), 1],
    ]);
    expect(carts[1]).toEqual(result.current.cart);
    expect(localStorage.getItem('shopifyCartId')).toBe(result.current.cart?.id);
  });

  it('adds a product on a subscription, priced and named by its plan, beside the one-time line', async () => {
    const { result } = await renderCart();
    // CoQ10 is a 60-day bottle, sold on deliveries every 60 or 90 days.
    const every60Days = 'gid://shopify/SellingPlan/1002';
    await settle(async () => {
      await result.current.addLine(variant(24), 1, every60Days);
      await result.current.addLine(variant(24), 1);
    });
    const [subscribed, once] = result.current.cart?.lines ?? [];
    expect(subscribed).toMatchObject({
      merchandiseId: variant(24),
      sellingPlan: {
        id: every60Days,
        name: expect.stringMatching(/60 days/),
        interval: { unit: 'day', count: 60 },
      },
      unitPrice: { amount: 169.99 },
    });
    expect(once).toMatchObject({
      merchandiseId: variant(24),
      sellingPlan: null,
      unitPrice: { amount: 199.99 },
    });
  });

  it('refuses a plan the product is not sold on, and changes nothing', async () => {
    const { result } = await renderCart();
    await settle(async () => {
      await result.current.addLine(variant(6));
    });
    const before = result.current.cart;
    const error = await rejection(result.current.addLine(variant(24), 1, 'gid://shopify/SellingPlan/999999'));
    expect(error.code).toBe('SELLING_PLAN_NOT_APPLICABLE');
    expect(error.message).toMatch(/subscription is not available/);
    expect(result.current.cart?.lines).toEqual(before?.lines);
    expect((await rejection(result.current.addLine(variant(24), 1, 'every month'))).code).toBe(
      'SELLING_PLAN_NOT_APPLICABLE',
    );
  });

  it('adds several products in one request', async () => {
    const { result } = await renderCart();
    const requests: string[] = [];
    const record = ({ request }: { request: Request }) => void requests.push(request.method);
    server.events.on('request:start', record);
    await settle(async () => {
      await result.current.addLines([
        { merchandiseId: variant(9), quantity: 1 },
        { merchandiseId: variant(17), quantity: 2, sellingPlanId: 'gid://shopify/SellingPlan/1002' },
      ]);
    });
    server.events.removeListener('request:start', record);
    expect(requests).toHaveLength(1);
    expect(result.current.cart?.lines.map((line) => [line.merchandiseId, line.quantity])).toEqual([
      [variant(9), 1],
      [variant(17), 2],
    ]);
  });

  it('updates a quantity, removes a line at quantity 0 and removes a line', async () => {
    const { result } = await renderCart();
    await settle(async () => {
      await result.current.addLine(variant(9));
      await result.current.addLine(variant(17));
      await result.current.addLine(variant(43, 3));
    });
    const [first, second, third] = result.current.cart?.lines ?? [];

    await settle(async () => {
      await result.current.updateQuantity(first!.id, 4);
    });
    expect(result.current.cart?.lines[0]).toMatchObject({ quantity: 4, totalPrice: { amount: 799.96 } });

    await settle(async () => {
      await result.current.updateQuantity(second!.id, 0);
    });
    await settle(async () => {
      await result.current.removeLine(third!.id);
    });
    expect(result.current.cart?.lines.map((line) => line.id)).toEqual([first!.id]);
    expect(result.current.cart?.totalQuantity).toBe(4);
  });

  it('shows a quantity change and a removal at once, the count too, and puts the cart back when one fails', async () => {
    const { result } = await renderCart();
    await settle(async () => {
      await result.current.addLine(variant(9));
      await result.current.addLine(variant(17), 2);
    });
    const before = result.current.cart;
    const [first, second] = before?.lines ?? [];

    const answerUpdate = hold('cartLinesUpdate');
    let update: Promise<unknown> = Promise.resolve();
    act(() => {
      update = result.current.updateQuantity(first!.id, 3).catch((error: unknown) => error);
    });
    // Shopify has not answered (the request is held): the cart shows the change already.
    await waitFor(() => expect(result.current.cart?.lines[0]).toMatchObject({ quantity: 3 }));
    expect(result.current.cart?.lines[0]?.totalPrice.amount).toBe(599.97);
    expect(result.current.cart?.totalQuantity).toBe(5);
    expect(result.current.cart?.subtotal.amount).toBeCloseTo(before!.subtotal.amount + 2 * 199.99, 2);
    expect(result.current.status).toBe('updating');
    answerUpdate(HttpResponse.error());
    await settle(async () => {
      expect(await update).toBeInstanceOf(CartError);
    });
    // Back as Shopify has it, and the shopper told why.
    expect(result.current.cart).toEqual(before);
    expect(result.current.error).toBe(
      'We could not update your cart. Please check your connection and try again.',
    );

    const answerRemoval = hold('cartLinesRemove');
    let removal: Promise<unknown> = Promise.resolve();
    act(() => {
      removal = result.current.removeLine(second!.id);
    });
    await waitFor(() => expect(result.current.cart?.lines.map((line) => line.id)).toEqual([first!.id]));
    expect(result.current.cart?.totalQuantity).toBe(1);
    expect(result.current.error).toBeNull();
    answerRemoval();
    await settle(async () => {
      await removal;
    });
    expect(result.current.cart?.lines.map((line) => line.id)).toEqual([first!.id]);
    expect(result.current.status).toBe('idle');
  });

  it('applies WELCOME10 for 10% off, and explains a code that does not apply', async () => {
    const { result } = await renderCart();
    await settle(async () => {
      await result.current.addLine(variant(9));
    });
    await settle(async () => {
      await result.current.applyDiscountCode('WELCOME10');
    });
    expect(result.current.cart).toMatchObject({
      subtotal: { amount: 199.99 },
      total: { amount: 179.99 },
      discountCodes: [{ code: 'WELCOME10', applicable: true }],
    });

    const error = await rejection(result.current.applyDiscountCode('SAVEBIG'));
    expect(error).toMatchObject({ code: 'DISCOUNT_NOT_APPLICABLE' });
    expect(result.current.error).toBe('The discount code SAVEBIG is not valid for your cart.');
    expect(result.current.cart?.total).toEqual({ amount: 199.99, currencyCode: 'USD' });
  });

  it('refuses a line that is not in the cart, in the shopper’s words, and changes nothing', async () => {
    const { result } = await renderCart();
    await settle(async () => {
      await result.current.addLine(variant(1));
    });
    const before = result.current.cart;
    const error = await rejection(result.current.updateQuantity('gid://shopify/CartLine/gone?cart=x', 2));
    expect(error).toMatchObject({ code: 'LINE_NOT_FOUND', message: 'This item is no longer in your cart.' });
    expect(result.current.error).toBe('This item is no longer in your cart.');
    expect(result.current.cart).toEqual(before);

    await settle(async () => {
      await result.current.addLine(variant(2));
    });
    expect(result.current.error).toBeNull();
  });

  it('says when a product cannot be added: unknown or sold out', async () => {
    const { result } = await renderCart();
    const unknown = await rejection(result.current.addLine('gid://shopify/ProductVariant/999999'));
    expect(unknown.message).toBe('Sorry, this product is sold out or no longer available.');
    expect(result.current.cart).toBeNull();

    await settle(async () => {
      await result.current.addLine(variant(2));
    });
    const soldOut = await rejection(result.current.addLine(variant(46)));
    expect(soldOut.code).toBe('MERCHANDISE_UNAVAILABLE');
    expect(result.current.cart?.lines).toHaveLength(1);
  });

  it('keeps the cart across a reload (a remount with the same localStorage)', async () => {
    const first = await renderCart();
    await settle(async () => {
      await first.result.current.addLine(variant(23), 2);
    });
    const cart = first.result.current.cart;
    first.unmount();

    const second = visit();
    expect(second.result.current.status).toBe('loading');
    await waitFor(() => expect(second.result.current.cart).toEqual(cart));
    expect(second.result.current.status).toBe('idle');
  });

  it.each([
    ['HTTP 500', () => HttpResponse.json({ errors: [{ message: 'Internal error' }] }, { status: 500 })],
    [
      'THROTTLED',
      () => HttpResponse.json({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] }),
    ],
    [
      'a broken answer',
      () => new HttpResponse('{"data": {"cart": ', { headers: { 'Content-Type': 'application/json' } }),
    ],
    ['no connection', () => HttpResponse.error()],
  ])(
    'keeps a saved cart Shopify could not load for a moment (%s), and loads it on Try again',
    async (_, failure) => {
      const first = await renderCart();
      await settle(async () => {
        await first.result.current.addLines([
          { merchandiseId: variant(23), quantity: 2 },
          { merchandiseId: variant(9), quantity: 1 },
        ]);
      });
      const cart = first.result.current.cart;
      const savedId = localStorage.getItem('shopifyCartId');
      expect(savedId).toBe(cart?.id);
      first.unmount();

      const requests: string[] = [];
      const record = ({ request }: { request: Request }) => void requests.push(request.url);
      server.events.on('request:start', record);
      server.use(http.post(storefrontEndpoint, failure, { once: true }));
      const second = visit();
      await waitFor(() => expect(second.result.current.status).toBe('unavailable'));
      expect(second.result.current.cart).toBeNull();
      expect(second.result.current.error).toMatch(/could not load your cart|very busy/);

      // Adding now would start a new cart over the saved one: it is refused, and nothing is sent.
      const refused = await rejection(second.result.current.addLine(variant(3)));
      expect(refused.code).toBe('UNAVAILABLE');
      expect(requests).toHaveLength(1);
      expect(localStorage.getItem('shopifyCartId')).toBe(savedId);

      act(() => second.result.current.reload());
      await waitFor(() => expect(second.result.current.status).toBe('idle'));
      server.events.removeListener('request:start', record);
      expect(second.result.current.cart).toEqual(cart);
      expect(localStorage.getItem('shopifyCartId')).toBe(savedId);
    },
  );

  it('holds a change asked for while the saved cart loads, and makes it on that cart', async () => {
    const first = await renderCart();
    await settle(async () => {
      await first.result.current.addLine(variant(23));
    });
    const savedId = first.result.current.cart?.id;
    first.unmount();

    const answerSavedCart = hold('SavedCart');
    const operations = recordOperations();
    const second = visit();
    let added: Promise<unknown> = Promise.resolve();
    act(() => {
      added = second.result.current.addLine(variant(9));
    });
    expect(second.result.current.status).toBe('loading');
    answerSavedCart();
    await settle(async () => {
      await added;
    });
    expect(operations).toEqual(['SavedCart', 'CartLinesAdd']);
    expect(second.result.current.cart?.id).toBe(savedId);
    expect(second.result.current.cart?.lines.map((line) => line.merchandiseId)).toEqual([
      variant(23),
      variant(9),
    ]);
  });

  it('starts a new cart when Shopify no longer has the one in use (checked out in another tab)', async () => {
    const { result } = await renderCart();
    await settle(async () => {
      await result.current.addLine(variant(23));
    });
    const oldId = result.current.cart?.id;
    resetMockCarts();
    await settle(async () => {
      await result.current.addLine(variant(9));
    });
    expect(result.current.cart?.id).not.toBe(oldId);
    expect(result.current.cart?.lines.map((line) => line.merchandiseId)).toEqual([variant(9)]);
    expect(localStorage.getItem('shopifyCartId')).toBe(result.current.cart?.id);
  });

  it('makes a change asked for while Try again reloads the saved cart on that cart', async () => {
    const first = await renderCart();
    await settle(async () => {
      await first.result.current.addLine(variant(23));
    });
    const savedId = first.result.current.cart?.id;
    first.unmount();

    server.use(http.post(storefrontEndpoint, () => HttpResponse.error(), { once: true }));
    const second = visit();
    await waitFor(() => expect(second.result.current.status).toBe('unavailable'));
    await settle(async () => {
      second.result.current.reload();
      await second.result.current.addLine(variant(9));
    });
    expect(second.result.current.cart?.id).toBe(savedId);
    expect(second.result.current.cart?.lines.map((line) => line.merchandiseId)).toEqual([
      variant(23),
      variant(9),
    ]);
  });

  it('forgets a saved cart Shopify no longer has (checked out or expired), and starts a new one', async () => {
    localStorage.setItem('shopifyCartId', 'gid://shopify/Cart/checked-out?key=gone');
    const { result } = visit();
    await waitFor(() => expect(result.current.status).toBe('idle'));
    expect(result.current.cart).toBeNull();
    expect(localStorage.getItem('shopifyCartId')).toBeNull();
    await settle(async () => {
      await result.current.addLine(variant(3));
    });
    expect(result.current.cart?.lines).toHaveLength(1);
  });

  it('says when the store cannot be reached', async () => {
    const { result } = await renderCart();
    server.use(http.post(storefrontEndpoint, () => HttpResponse.error()));
    const error = await rejection(result.current.addLine(variant(3)));
    expect(error).toMatchObject({ code: 'UNAVAILABLE' });
    expect(result.current.error).toBe(
      'We could not update your cart. Please check your connection and try again.',
    );
    expect(result.current.status).toBe('idle');
  });

  it('keeps the date of birth given for an age-restricted product with the cart, in the request that adds it', async () => {
    const { result } = await renderCart();
    const operations = recordOperations();
    // A first add makes the cart with it.
    await settle(
      async () =>
        void (await result.current.addLine(variant(60), 1, undefined, { dateOfBirth: '1990-07-24' })),
    );
    expect(result.current.cart?.attributes).toEqual([{ key: 'Date of birth', value: '1990-07-24' }]);
    expect(result.current.cart?.lines[0]?.ageRestricted).toBe(true);

    // A cart made before: the date of birth and the product go in one request, other attributes kept.
    localStorage.clear();
    const second = await renderCart();
    await settle(async () => void (await second.result.current.addLine(variant(5), 1)));
    await settle(
      async () =>
        void (await second.result.current.addLines([{ merchandiseId: variant(14), quantity: 1 }], {
          dateOfBirth: '2001-05-01',
        })),
    );
    expect(second.result.current.cart?.attributes).toEqual([{ key: 'Date of birth', value: '2001-05-01' }]);
    expect(second.result.current.cart?.lines.map((line) => line.ageRestricted)).toEqual([false, true]);
    expect(operations).toEqual(['CartCreate', 'CartCreate', 'CartLinesAddWithAttributes']);

    // Given at checkout for a cart without it.
    await settle(async () => void (await second.result.current.confirmAge('1985-01-31')));
    expect(second.result.current.cart?.attributes).toEqual([{ key: 'Date of birth', value: '1985-01-31' }]);
    expect(operations.at(-1)).toBe('CartAttributesUpdate');
  });
});
