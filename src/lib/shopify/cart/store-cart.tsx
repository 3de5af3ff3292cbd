/**
 * The shopper's cart, on the Storefront Cart API through hydrogen-react's CartProvider:
 * `StoreCartProvider` wraps the app once, and `useStoreCart()` gives features the cart in the shop's
 * words with its actions. Features never import hydrogen-react themselves. docs/cart.md follows one
 * "Add to Cart" from the button to the Storefront request.
 *
 * Two files share the work, because only this one is in a page's first load:
 * - here, the store that the cart's readers subscribe to, and where each change asked for waits,
 *   in order, until it can be sent;
 * - cart-bridge.tsx, loaded once the page is hydrated (with hydrogen-react, not before): it confirms
 *   the saved cart, starts CartProvider and sends the waiting changes through it one at a time.
 * Until the bridge runs, the cart is `loading`, and an Add to Cart tapped meanwhile (even before
 * the app's JavaScript ran: the boot script replays it) simply waits here.
 *
 * CartProvider sits beside the page, not around it, and the bridge hands each change to this store.
 * A provider around the page would, on its first change right after a prerendered page loads, make
 * React hydrate the whole page at once (it cannot know which parts not yet hydrated read the cart);
 * this way only the readers re-render.
 */
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Cart, CartLineToAdd } from '../../../domain/commerce';
import { useHydrated } from '../../hydration/use-hydrated';
import { CartError } from '../errors';
import type { CartRequestSender } from './cart-bridge';
import type { CartRequest } from './cart-requests';

const CartBridge = lazy(() => import('./cart-bridge'));

/**
 * `unavailable`: the saved cart could not be loaded (Shopify did not answer); `error` says so and
 * `reload()` tries again. Nothing can be added meanwhile, so no new cart replaces the saved one.
 */
export type StoreCartStatus = 'loading' | 'idle' | 'updating' | 'unavailable';

export interface StoreCart {
  /** The cart, or null until the shopper adds a first product. */
  cart: Cart | null;
  /** `loading` while the saved cart is restored, `updating` while changes are under way. */
  status: StoreCartStatus;
  /** Why the last change failed, in the shopper's words; cleared by the next change. */
  error: string | null;
  /** Asks Shopify for the saved cart again, after it could not be loaded (`unavailable`). */
  reload(): void;
  /**
   * Each action settles with the cart after the change, or rejects with a CartError whose message
   * is for the shopper (the same text as `error`). Changes are sent one at a time, in order.
   */
  /** Adds a variant, once or on a subscription (`sellingPlanId`, a plan of the product's selling plan groups). */
  addLine(merchandiseId: string, quantity?: number, sellingPlanId?: string): Promise<Cart>;
  /** Adds several lines in one request: all of them, or (when one cannot be added) none. */
  addLines(lines: readonly CartLineToAdd[]): Promise<Cart>;
  /** Quantity 0 removes the line. */
  updateQuantity(lineId: string, quantity: number): Promise<Cart>;
  removeLine(lineId: string): Promise<Cart>;
  applyDiscountCode(code: string): Promise<Cart>;
  removeDiscountCode(code: string): Promise<Cart>;
}

type CartActions = Omit<StoreCart, 'cart' | 'status' | 'error'>;

/** A change asked for and not yet sent; its promise settles once Shopify has answered it. */
export interface WaitingRequest {
  request: CartRequest;
  resolve(cart: Cart): void;
  reject(error: unknown): void;
}

/** The cart as its readers see it, and the changes waiting to be sent: the bridge's sender publishes. */
export class StoreCartStore {
  /** Changes asked for and not yet sent, oldest first: the sender takes them from here. */
  readonly waiting: WaitingRequest[] = [];
  /** Set once CartProvider runs (cart-bridge.tsx): it is told of each change asked for. */
  private sender: CartRequestSender | null = null;
  /** Set while the saved cart could not be loaded: asks for it again. */
  private retry: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly actions: CartActions = {
    reload: () => {
      const retry = this.retry;
      if (!retry) return;
      this.retry = null;
      this.publish(null, 'loading', null);
      retry();
    },
    addLine: (merchandiseId, quantity = 1, sellingPlanId) =>
      this.request({
        type: 'add',
        lines: [sellingPlanId ? { merchandiseId, quantity, sellingPlanId } : { merchandiseId, quantity }],
      }),
    addLines: (lines) => this.request({ type: 'add', lines }),
    updateQuantity: (lineId, quantity) => this.request({ type: 'update', lineId, quantity }),
    removeLine: (lineId) => this.request({ type: 'remove', lineId }),
    applyDiscountCode: (code) => this.request({ type: 'discount', code }),
    removeDiscountCode: (code) => this.request({ type: 'remove-discount', code }),
  };
  /** What the server renders, and so what a prerendered page hydrates with: the cart still loading. */
  readonly initial: StoreCart = { cart: null, status: 'loading', error: null, ...this.actions };
  private current = this.initial;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = () => this.current;
  getServerSnapshot = () => this.initial;

  private request(request: CartRequest): Promise<Cart> {
    if (this.retry) {
      return Promise.reject(
        new CartError(this.current.error ?? 'Your cart is not available.', 'UNAVAILABLE'),
      );
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ request, resolve, reject });
      this.sender?.requestAsked();
    });
  }

  /** CartProvider runs: from now on the sender hears of each change asked for. */
  attach(sender: CartRequestSender) {
    this.sender = sender;
  }

  /**
   * The saved cart could not be loaded: the shopper is told `message`, and changes asked for are
   * refused (they would start a new cart over the saved one) until `retry` brings it back.
   */
  unavailable(message: string, retry: () => void) {
    this.retry = retry;
    const refused = new CartError(message, 'UNAVAILABLE');
    for (const { reject } of this.waiting.splice(0)) reject(refused);
    this.publish(null, 'unavailable', message);
  }

  publish(cart: Cart | null, status: StoreCartStatus, error: string | null) {
    const { current } = this;
    if (current.cart === cart && current.status === status && current.error === error) return;
    this.current = { cart, status, error, ...this.actions };
    for (const listener of this.listeners) listener();
  }
}

const StoreCartContext = /* @__PURE__ */ createContext<StoreCartStore | null>(null);

/** Wrap the app (once, high up) so that any component can use `useStoreCart()`. */
export function StoreCartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new StoreCartStore());
  const hydrated = useHydrated();
  return (
    <StoreCartContext.Provider value={store}>
      {hydrated && (
        <Suspense fallback={null}>
          <CartBridge store={store} />
        </Suspense>
      )}
      {children}
    </StoreCartContext.Provider>
  );
}

export function useStoreCart(): StoreCart {
  const store = useContext(StoreCartContext);
  if (!store) throw new Error('useStoreCart must be used within a StoreCartProvider');
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
}
