/**
 * The shopper's cart, on the Storefront Cart API through hydrogen-react: `StoreCartProvider` sets up
 * ShopifyProvider and CartProvider from `env.shopify` (CartProvider keeps the cart id in
 * localStorage, so the cart survives a reload), and `useStoreCart()` gives features the cart in the
 * shop's words with four actions. Features never import hydrogen-react themselves.
 */
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { CartProvider, ShopifyProvider, useCart } from '@shopify/hydrogen-react';
import type { Cart } from '../../../domain/commerce';
import { env } from '../../../config/env';
import { CartFragmentFragmentDoc } from '../generated/graphql';
import { reshapeCart } from '../reshape';
import { CartRequestQueue } from './cart-request-queue';
import type { CartRequest } from './cart-requests';

export type StoreCartStatus = 'loading' | 'idle' | 'updating';

export interface StoreCart {
  /** The cart, or null until the shopper adds a first product. */
  cart: Cart | null;
  /** `loading` while the saved cart is restored, `updating` while changes are under way. */
  status: StoreCartStatus;
  /** Why the last change failed, in the shopper's words; cleared by the next change. */
  error: string | null;
  dismissError(): void;
  /**
   * Each action settles with the cart after the change, or rejects with a CartError whose message
   * is for the shopper (the same text as `error`). Changes are sent one at a time, in order.
   */
  addLine(merchandiseId: string, quantity?: number): Promise<Cart>;
  /** Quantity 0 removes the line. */
  updateQuantity(lineId: string, quantity: number): Promise<Cart>;
  removeLine(lineId: string): Promise<Cart>;
  applyDiscountCode(code: string): Promise<Cart>;
}

const StoreCartContext = /* @__PURE__ */ createContext<StoreCart | null>(null);

function StoreCartBridge({ children }: { children: ReactNode }) {
  const provider = useCart();
  const [queue] = useState(() => new CartRequestQueue());
  const { id, checkoutUrl, lines, cost, discountCodes, totalQuantity } = provider;
  const cart = useMemo(
    () => reshapeCart({ id, checkoutUrl, lines, cost, discountCodes, totalQuantity }),
    [id, checkoutUrl, lines, cost, discountCodes, totalQuantity],
  );

  useEffect(() => {
    queue.sync({
      ready: provider.cartReady === true,
      status: provider.status,
      error: provider.error,
      state: provider.lines,
      cart,
      send(request: CartRequest) {
        switch (request.type) {
          case 'add':
            return provider.linesAdd([{ merchandiseId: request.merchandiseId, quantity: request.quantity }]);
          case 'update':
            return provider.linesUpdate([{ id: request.lineId, quantity: request.quantity }]);
          case 'remove':
            return provider.linesRemove([request.lineId]);
          case 'discount':
            return provider.discountCodesUpdate([request.code.trim()]);
        }
      },
    });
  }, [queue, provider, cart]);

  const { pending, error } = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const loading = provider.cartReady !== true || provider.status === 'fetching';
  const busy = pending > 0 || provider.status === 'creating' || provider.status === 'updating';
  const status: StoreCartStatus = loading ? 'loading' : busy ? 'updating' : 'idle';

  const value = useMemo<StoreCart>(
    () => ({
      cart,
      status,
      error: error?.message ?? null,
      dismissError: queue.dismissError,
      addLine: (merchandiseId, quantity = 1) => queue.request({ type: 'add', merchandiseId, quantity }),
      updateQuantity: (lineId, quantity) => queue.request({ type: 'update', lineId, quantity }),
      removeLine: (lineId) => queue.request({ type: 'remove', lineId }),
      applyDiscountCode: (code) => queue.request({ type: 'discount', code }),
    }),
    [cart, status, error, queue],
  );

  return <StoreCartContext.Provider value={value}>{children}</StoreCartContext.Provider>;
}

/** Wrap the app (once, high up) so that any component can use `useStoreCart()`. */
export function StoreCartProvider({ children }: { children: ReactNode }) {
  const { storeDomain, storefrontToken, apiVersion } = env.shopify;
  return (
    <ShopifyProvider
      storeDomain={storeDomain}
      storefrontToken={storefrontToken}
      storefrontApiVersion={apiVersion}
      countryIsoCode="US"
      languageIsoCode="EN"
    >
      {/* CartProvider appends the store's fragment to each of its cart operations. */}
      <CartProvider cartFragment={CartFragmentFragmentDoc.toString()}>
        <StoreCartBridge>{children}</StoreCartBridge>
      </CartProvider>
    </ShopifyProvider>
  );
}

export function useStoreCart(): StoreCart {
  const value = useContext(StoreCartContext);
  if (!value) throw new Error('useStoreCart must be used within a StoreCartProvider');
  return value;
}
