/**
 * The bridge's parts that are not React: the sender, fed CartProvider's state by hand, and the
 * deadline on CartProvider's own requests. store-cart.test.tsx runs the whole cart through
 * CartProvider.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../../mocks/node';
import {
  CartRequestSender,
  giveCartRequestsADeadline,
  REQUEST_PICKUP_TIMEOUT_MS,
  type CartProviderView,
} from './cart-bridge';
import { StoreCartStore } from './store-cart';
import { testCart, testCartLine } from './test-cart-values';

const coq10 = 'gid://shopify/ProductVariant/24001';
const omega3 = 'gid://shopify/ProductVariant/9001';
describe('CartRequestSender', () => {
  afterEach(() => vi.useRealTimers());

  function view(overrides: Partial<CartProviderView> = {}): CartProviderView {
    return {
      ready: true,
      status: 'idle',
      error: undefined,
      state: [],
      cart: null,
      send: vi.fn(),
      ...overrides,
    };
  }

  /** A sender as the bridge starts it: attached to the store, then fed CartProvider's first render. */
  function startSender(store: StoreCartStore, first: CartProviderView): CartRequestSender {
    const sender = new CartRequestSender(store);
    store.attach(sender);
    sender.sync(first);
    return sender;
  }

  it('waits until CartProvider is ready and idle, then sends one request at a time', async () => {
    const store = new StoreCartStore();
    const send = vi.fn();
    const sender = startSender(store, view({ ready: false, send }));
    const { addLine } = store.getSnapshot();
    const first = addLine(coq10);
    const second = addLine(coq10);
    expect(store.getSnapshot().status).toBe('loading');
    expect(send).not.toHaveBeenCalled();

    sender.sync(view({ send }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot().status).toBe('updating');
    sender.sync(view({ status: 'creating', send }));
    const afterFirst = testCart([testCartLine('line-1', coq10, 1)]);
    sender.sync(view({ state: afterFirst.lines, cart: afterFirst, send }));
    await expect(first).resolves.toEqual(afterFirst);
    expect(send).toHaveBeenCalledTimes(2);

    // The answer comes in the same render as "updating" ended: a new state is an answer too.
    const afterSecond = testCart([testCartLine('line-1', coq10, 2)]);
    sender.sync(view({ state: afterSecond.lines, cart: afterSecond, send }));
    await expect(second).resolves.toEqual(afterSecond);
    expect(store.getSnapshot()).toMatchObject({ cart: afterSecond, status: 'idle', error: null });
  });

  it('sends the changes asked for before CartProvider ran, in the order they were asked', async () => {
    const store = new StoreCartStore();
    const { addLine } = store.getSnapshot();
    const first = addLine(coq10);
    const second = addLine(omega3);
    const send = vi.fn();
    const sender = startSender(store, view({ send }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenLastCalledWith({ type: 'add', lines: [{ merchandiseId: coq10, quantity: 1 }] });

    const afterFirst = testCart([testCartLine('line-1', coq10, 1)]);
    sender.sync(view({ state: afterFirst.lines, cart: afterFirst, send }));
    await expect(first).resolves.toEqual(afterFirst);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ type: 'add', lines: [{ merchandiseId: omega3, quantity: 1 }] });

    const afterSecond = testCart([testCartLine('line-1', coq10, 1), testCartLine('line-2', omega3, 1)]);
    sender.sync(view({ state: afterSecond.lines, cart: afterSecond, send }));
    await expect(second).resolves.toEqual(afterSecond);
  });

  it('fails a request CartProvider never takes up, and goes on with the next', async () => {
    vi.useFakeTimers();
    const store = new StoreCartStore();
    const send = vi.fn();
    startSender(store, view({ send }));
    const { addLine } = store.getSnapshot();
    const lost = addLine(coq10);
    const next = addLine(coq10);
    const outcome = expect(lost).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    vi.advanceTimersByTime(REQUEST_PICKUP_TIMEOUT_MS);
    await outcome;
    expect(send).toHaveBeenCalledTimes(2);
    expect(store.getSnapshot().error).toBe(
      'We could not update your cart. Please check your connection and try again.',
    );
    void next.catch(() => {});
  });
});

const endpoint = 'https://deadline.example/api/2026-04/graphql.json';
let remove = () => {};

afterEach(() => remove());

describe('giveCartRequestsADeadline', () => {
  it('gives up on a Storefront request without a signal once the deadline has passed', async () => {
    server.use(http.post(endpoint, async () => delay('infinite')));
    remove = giveCartRequestsADeadline(endpoint, 50);
    await expect(fetch(endpoint, { method: 'POST', body: '{}' })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it('leaves other addresses, and requests with their own signal, as they are', async () => {
    server.use(
      http.post(endpoint, async () => {
        await delay(120);
        return HttpResponse.json({ data: {} });
      }),
      http.get('https://elsewhere.example/slow', async () => {
        await delay(120);
        return HttpResponse.text('done');
      }),
    );
    remove = giveCartRequestsADeadline(endpoint, 50);
    await expect((await fetch('https://elsewhere.example/slow')).text()).resolves.toBe('done');
    const own = new AbortController();
    const answer = await fetch(endpoint, { method: 'POST', body: '{}', signal: own.signal });
    expect(answer.status).toBe(200);
  });

  it('puts the original fetch back when removed', () => {
    const original = globalThis.fetch;
    giveCartRequestsADeadline(endpoint, 50)();
    expect(globalThis.fetch).toBe(original);
  });
});
