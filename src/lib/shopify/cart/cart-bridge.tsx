/**
 * hydrogen-react's cart behind the store's (store-cart.tsx), loaded once the page is hydrated. Read
 * top to bottom, this file follows a change the store holds until it reaches the Storefront API:
 *
 * 1. `CartBridge` gives CartProvider's requests a deadline (`giveCartRequestsADeadline`, at the
 *    bottom) and asks Shopify for the saved cart (saved-cart.ts). Only once it is confirmed does it
 *    start ShopifyProvider (from `env.shopify`) and CartProvider: while Shopify cannot be asked,
 *    the store says so and offers to try again, and CartProvider never starts a new cart over the
 *    saved one.
 * 2. `SendCartRequests`, inside CartProvider, hands its state to the sender after each render.
 * 3. `CartRequestSender` sends the store's waiting changes one at a time through CartProvider, which
 *    ignores a change asked for while another is under way and returns nothing; it watches
 *    CartProvider's state until the change is answered, judges the cart before and after
 *    (cart-requests.ts: CartProvider never reports userErrors), settles the change's promise and
 *    publishes the cart to the store.
 */
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { CartProvider, ShopifyProvider, useCart } from '@shopify/hydrogen-react';
import { env } from '../../../config/env';
import type { Cart } from '../../../domain/commerce';
import { BACKEND_DEADLINE_MS } from '../../deadline';
import { shopOrigin, storefrontApiUrl } from '../client';
import type { CartError } from '../errors';
import { CartFragmentFragmentDoc } from '../generated/graphql';
import { reshapeCart } from '../reshape';
import { cartUnavailable, codesWithout, outcomeOf, refusalOf, type CartRequest } from './cart-requests';
import { confirmSavedCart, savedCartId, type SavedCartState } from './saved-cart';
import type { StoreCartStatus, StoreCartStore, WaitingRequest } from './store-cart';

type Confirmation =
  { state: 'confirming' } | { state: 'confirmed'; cart: SavedCartState | null } | { state: 'failed' };

export default function CartBridge({ store }: { store: StoreCartStore }) {
  const { storefrontToken, apiVersion } = env.shopify;
  // With no saved cart (a first visit) there is nothing to confirm: CartProvider starts at once.
  const [confirmation, setConfirmation] = useState<Confirmation>(() =>
    savedCartId() ? { state: 'confirming' } : { state: 'confirmed', cart: null },
  );

  // Layout effects run before any passive effect, and CartProvider accepts requests only after one
  // of its own: the deadline is in place before its first request.
  useLayoutEffect(() => giveCartRequestsADeadline(), []);

  // Each "confirming" state is one request: "Try again" sets a new one.
  useEffect(() => {
    if (confirmation.state !== 'confirming') return undefined;
    let current = true;
    confirmSavedCart().then(
      (cart) => current && setConfirmation({ state: 'confirmed', cart }),
      (error: unknown) => {
        if (!current) return;
        setConfirmation({ state: 'failed' });
        const message =
          error instanceof Error && error.name === 'StorefrontError'
            ? error.message
            : 'We could not load your cart. Please check your connection and try again.';
        store.unavailable(message, () => setConfirmation({ state: 'confirming' }));
      },
    );
    return () => {
      current = false;
    };
  }, [store, confirmation]);

  if (confirmation.state !== 'confirmed') return null;
  // CartProvider appends the store's fragment to each of its cart operations; given the confirmed
  // cart as `data`, it does not fetch it again.
  return (
    <ShopifyProvider
      storeDomain={shopOrigin}
      storefrontToken={storefrontToken}
      storefrontApiVersion={apiVersion}
      countryIsoCode="US"
      languageIsoCode="EN"
    >
      <CartProvider cartFragment={CartFragmentFragmentDoc.toString()} data={confirmation.cart ?? undefined}>
        <SendCartRequests store={store} />
      </CartProvider>
    </ShopifyProvider>
  );
}

/** Runs inside CartProvider: its sender is told of each change asked for, and of each render. */
function SendCartRequests({ store }: { store: StoreCartStore }) {
  const provider = useCart();
  const [sender] = useState(() => new CartRequestSender(store));
  const { id, checkoutUrl, lines, cost, discountCodes, totalQuantity } = provider;
  const cart = useMemo(
    () => reshapeCart({ id, checkoutUrl, lines, cost, discountCodes, totalQuantity }),
    [id, checkoutUrl, lines, cost, discountCodes, totalQuantity],
  );

  useLayoutEffect(() => store.attach(sender), [store, sender]);
  // Before paint, so the badge, drawer and buttons show a change in the frame CartProvider has it.
  useLayoutEffect(() => {
    sender.sync({
      ready: provider.cartReady === true,
      status: provider.status,
      error: provider.error,
      state: provider.lines,
      cart,
      send(request: CartRequest) {
        switch (request.type) {
          case 'add':
            return provider.linesAdd(request.lines.map((line) => ({ ...line })));
          case 'update':
            return provider.linesUpdate([{ id: request.lineId, quantity: request.quantity }]);
          case 'remove':
            return provider.linesRemove([request.lineId]);
          case 'discount':
            return provider.discountCodesUpdate([request.code.trim()]);
          case 'remove-discount':
            return provider.discountCodesUpdate(codesWithout(cart, request.code));
        }
      },
    });
  }, [sender, provider, cart]);
  return null;
}

/** What the sender needs to know of CartProvider's state, and how to send through it. */
export interface CartProviderView {
  /** CartProvider has read the saved cart id and accepts requests. */
  ready: boolean;
  /** CartProvider's status: uninitialized, fetching, creating, updating or idle. */
  status: string;
  /** CartProvider's last error (a failed request or a network error), if any. */
  error: unknown;
  /** CartProvider's cart state as is: a new object after every answer. */
  state: unknown;
  /** The same cart in the shop's words. */
  cart: Cart | null;
  send(request: CartRequest): void;
}

interface InFlight extends WaitingRequest {
  before: Cart | null;
  sent: Pick<CartProviderView, 'state' | 'error' | 'status'>;
  started: boolean;
  watchdog: ReturnType<typeof setTimeout> | undefined;
}

const busyStatuses = new Set(['fetching', 'creating', 'updating']);

/** How long a sent request may go without CartProvider taking it up before it counts as lost. */
export const REQUEST_PICKUP_TIMEOUT_MS = 10_000;

/**
 * Sends the store's waiting changes through CartProvider, one when it is idle, and after each step
 * publishes the cart, its status and the last failure to the store.
 */
export class CartRequestSender {
  private inFlight: InFlight | null = null;
  private view: CartProviderView | null = null;
  /** Why the last change failed; forgotten when the next one is asked for. */
  private failure: CartError | null = null;

  constructor(private readonly store: StoreCartStore) {}

  /** A change joined the store's waiting ones. */
  requestAsked(): void {
    this.failure = null;
    this.sendNext();
    this.publish();
  }

  /** Takes CartProvider's latest state: settles the change under way, then sends the next one. */
  sync(view: CartProviderView): void {
    this.view = view;
    this.settle(view);
    this.sendNext();
    this.publish();
  }

  private sendNext(): void {
    const view = this.view;
    if (this.inFlight || !view?.ready || busyStatuses.has(view.status)) return;
    let next: WaitingRequest | undefined;
    while ((next = this.store.waiting.shift())) {
      const refusal = refusalOf(next.request, view.cart);
      if (refusal) {
        this.failure = refusal;
        next.reject(refusal);
        continue;
      }
      const flight: InFlight = {
        ...next,
        before: view.cart,
        sent: { state: view.state, error: view.error, status: view.status },
        started: false,
        watchdog: undefined,
      };
      flight.watchdog = setTimeout(() => {
        if (this.inFlight === flight && !flight.started) this.finish(flight, cartUnavailable(), null);
        this.sendNext();
        this.publish();
      }, REQUEST_PICKUP_TIMEOUT_MS);
      this.inFlight = flight;
      view.send(next.request);
      break;
    }
  }

  private settle(view: CartProviderView): void {
    const flight = this.inFlight;
    if (!flight) return;
    if (busyStatuses.has(view.status)) {
      flight.started = true;
      clearTimeout(flight.watchdog);
      return;
    }
    // React may batch "updating" and "idle" into one render: a changed state also means answered.
    const answered =
      flight.started ||
      view.state !== flight.sent.state ||
      view.error !== flight.sent.error ||
      view.status !== flight.sent.status;
    if (!answered) return;
    const failure = view.error
      ? cartUnavailable(view.error)
      : outcomeOf(flight.request, flight.before, view.cart);
    this.finish(flight, failure, view.cart);
  }

  private finish(flight: InFlight, failure: CartError | null, cart: Cart | null): void {
    clearTimeout(flight.watchdog);
    this.inFlight = null;
    if (failure || !cart) {
      this.failure = failure ?? cartUnavailable();
      flight.reject(this.failure);
    } else {
      flight.resolve(cart);
    }
  }

  /** Also right after a change settles: its promise's callbacks run later and find the cart published. */
  private publish(): void {
    const view = this.view;
    if (!view) return;
    const pending = this.store.waiting.length + (this.inFlight ? 1 : 0);
    const loading = !view.ready || view.status === 'fetching';
    const busy = pending > 0 || view.status === 'creating' || view.status === 'updating';
    const status: StoreCartStatus = loading ? 'loading' : busy ? 'updating' : 'idle';
    this.store.publish(view.cart, status, this.failure?.message ?? null);
  }
}

/**
 * CartProvider sends its requests (cartCreate, cartLinesAdd, …) with the global `fetch` and no
 * signal, and takes no fetch of ours: a Storefront API that never answers would leave the cart
 * "updating" for good, every later Add to Cart waiting behind it. While the cart runs, a request to
 * the Storefront API that carries no signal of its own gets the store's backend deadline
 * (src/lib/deadline.ts); hydrogen-react reads the abort as a failed request, the cart says it could
 * not be updated, and the next change is sent as usual. Requests that bring their own signal (the
 * store's queries, which have the same deadline) are left as they are. The returned function
 * removes the deadline again.
 */
export function giveCartRequestsADeadline(
  endpoint: string = storefrontApiUrl,
  ms: number = BACKEND_DEADLINE_MS,
): () => void {
  const original = globalThis.fetch;
  const fetchWithDeadline: typeof fetch = (input, init) => {
    const signalled = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (addressOf(input) !== endpoint || signalled) return original(input, init);
    return original(input, { ...init, signal: AbortSignal.timeout(ms) });
  };
  globalThis.fetch = fetchWithDeadline;
  return () => {
    if (globalThis.fetch === fetchWithDeadline) globalThis.fetch = original;
  };
}

function addressOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}
