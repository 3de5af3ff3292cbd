/**
 * hydrogen-react's cart for the store: ShopifyProvider and CartProvider from `env.shopify`, and a
 * bridge that feeds CartProvider the request queue and publishes its cart, in the shop's words, to
 * the store's cart (store-cart.tsx). Loaded once the page is hydrated. CartProvider starts only
 * once the saved cart is confirmed (saved-cart.ts); while Shopify cannot be asked, the store says
 * so and offers to try again, and CartProvider never starts a new cart over the saved one.
 */
import { useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { CartProvider, ShopifyProvider, useCart } from '@shopify/hydrogen-react';
import { env } from '../../../config/env';
import { CartFragmentFragmentDoc } from '../generated/graphql';
import { reshapeCart } from '../reshape';
import { giveCartRequestsADeadline } from './cart-fetch-deadline';
import { CartRequestQueue } from './cart-request-queue';
import { codesWithout, type CartRequest } from './cart-requests';
import { confirmSavedCart, savedCartId, type SavedCartState } from './saved-cart';
import type { StoreCartStatus, StoreCartStore } from './store-cart';

export default function CartBridge({ store }: { store: StoreCartStore }) {
  const { storeDomain, storefrontToken, apiVersion } = env.shopify;
  // CartProvider's own requests take no signal: this gives them the store's deadline while the cart
  // runs (cart-fetch-deadline.ts says how). A layout effect of this parent runs before any effect
  // of CartProvider can send a request.
  useLayoutEffect(() => giveCartRequestsADeadline(), []);
  return (
    <ShopifyProvider
      storeDomain={storeDomain}
      storefrontToken={storefrontToken}
      storefrontApiVersion={apiVersion}
      countryIsoCode="US"
      languageIsoCode="EN"
    >
      <ConfirmedCart store={store} />
    </ShopifyProvider>
  );
}

type Confirmation =
  { state: 'confirming' } | { state: 'confirmed'; cart: SavedCartState | null } | { state: 'failed' };

/** Asks Shopify for the saved cart (again on "Try again"), then hands it to CartProvider. */
function ConfirmedCart({ store }: { store: StoreCartStore }) {
  // With no saved cart (a first visit) there is nothing to confirm: CartProvider starts at once.
  const [confirmation, setConfirmation] = useState<Confirmation>(() =>
    savedCartId() ? { state: 'confirming' } : { state: 'confirmed', cart: null },
  );

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
  return (
    // CartProvider appends the store's fragment to each of its cart operations; given the confirmed
    // cart as `data`, it does not fetch it again.
    <CartProvider cartFragment={CartFragmentFragmentDoc.toString()} data={confirmation.cart ?? undefined}>
      <StoreCartBridge store={store} />
    </CartProvider>
  );
}

/**
 * Runs inside CartProvider: owns the request queue (handed to the store, which sends it the changes
 * asked for so far), feeds it CartProvider's state and publishes the cart in the shop's words.
 */
function StoreCartBridge({ store }: { store: StoreCartStore }) {
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
  }, [queue, provider, cart]);
  useEffect(() => store.attach(queue), [store, queue]);

  const { pending, error } = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const loading = provider.cartReady !== true || provider.status === 'fetching';
  const busy = pending > 0 || provider.status === 'creating' || provider.status === 'updating';
  const status: StoreCartStatus = loading ? 'loading' : busy ? 'updating' : 'idle';
  const message = error?.message ?? null;

  // Before paint, so the badge, drawer and buttons show a change in the same frame as CartProvider.
  useLayoutEffect(() => store.publish(cart, status, message), [store, cart, status, message]);
  return null;
}
