/**
 * Cart requests one at a time. hydrogen-react's cart ignores a change asked for while another is
 * under way (a second quick "Add to Cart" would be lost), and its actions return nothing. This
 * queue sends each request when the cart is idle, watches CartProvider's state until the request
 * has been answered, and settles the request's promise with the new cart or a CartError.
 *
 * It is a small external store (`subscribe`/`getSnapshot`) so React reads it with
 * useSyncExternalStore; `sync` is fed CartProvider's state after every render.
 */
import type { Cart } from '../../../domain/commerce';
import type { CartError } from '../errors';
import { cartUnavailable, outcomeOf, refusalOf, type CartRequest } from './cart-requests';

/** What the queue needs to know of CartProvider's state, and how to send through it. */
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

export interface CartQueueSnapshot {
  /** Requests waiting or under way. */
  pending: number;
  /** Why the last request failed; cleared by the next request. */
  error: CartError | null;
}

interface Waiting {
  request: CartRequest;
  resolve(cart: Cart): void;
  reject(error: CartError): void;
}

interface InFlight extends Waiting {
  before: Cart | null;
  sent: Pick<CartProviderView, 'state' | 'error' | 'status'>;
  started: boolean;
  watchdog: ReturnType<typeof setTimeout> | undefined;
}

const busyStatuses = new Set(['fetching', 'creating', 'updating']);

/** How long a sent request may go without CartProvider taking it up before it counts as lost. */
export const REQUEST_PICKUP_TIMEOUT_MS = 10_000;

export class CartRequestQueue {
  private waiting: Waiting[] = [];
  private inFlight: InFlight | null = null;
  private view: CartProviderView | null = null;
  private snapshot: CartQueueSnapshot = { pending: 0, error: null };
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly getSnapshot = (): CartQueueSnapshot => this.snapshot;

  /** Queues a change; the promise settles with the cart after it, or a CartError. */
  readonly request = (request: CartRequest): Promise<Cart> =>
    new Promise<Cart>((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      this.publish({ error: null });
      this.pump();
    });

  readonly dismissError = () => this.publish({ error: null });

  /** Takes CartProvider's latest state: settles the request under way, then sends the next one. */
  sync(view: CartProviderView): void {
    this.view = view;
    this.settle(view);
    this.pump();
  }

  private publish(change: Partial<CartQueueSnapshot>): void {
    const next = {
      pending: this.waiting.length + (this.inFlight ? 1 : 0),
      error: 'error' in change ? (change.error ?? null) : this.snapshot.error,
    };
    if (next.pending === this.snapshot.pending && next.error === this.snapshot.error) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
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
      const error = failure ?? cartUnavailable();
      this.publish({ error });
      flight.reject(error);
    } else {
      this.publish({});
      flight.resolve(cart);
    }
  }

  private pump(): void {
    const view = this.view;
    if (this.inFlight || !view?.ready || busyStatuses.has(view.status)) return;
    let next: Waiting | undefined;
    while ((next = this.waiting.shift())) {
      const refusal = refusalOf(next.request, view.cart);
      if (refusal) {
        this.publish({ error: refusal });
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
        this.pump();
      }, REQUEST_PICKUP_TIMEOUT_MS);
      this.inFlight = flight;
      view.send(next.request);
      break;
    }
    this.publish({});
  }
}
