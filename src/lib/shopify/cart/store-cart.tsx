/**
 * The shopper's cart in TanStack Query: the saved cart is a query, and each change a mutation in one
 * mutation scope, so changes run one after the other in the order they were asked (two quick Add
 * to Cart taps both land: the first creates the cart, the second adds to it). `useStoreCart()`
 * gives features the cart in the shop's words with its actions; features never import
 * hydrogen-react or the Storefront documents; the requests are cart-requests.ts. docs/cart.md
 * follows one "Add to Cart" from the button and back.
 */
import { useMemo } from 'react';
import {
  MutationObserver,
  queryOptions,
  useMutationState,
  useQuery,
  useQueryClient,
  type MutationState,
  type QueryClient,
} from '@tanstack/react-query';
import { cartAfter, type CartChange, type LineToShow } from '../../../domain/cart-change';
import type { Cart, CartLineToAdd } from '../../../domain/commerce';
import { useHydrated } from '../../hydration/use-hydrated';
import { CartError } from '../errors';
import { emptyWithoutSavedCart } from './saved-cart-id';

/**
 * The cart's Storefront requests, with their documents and the rules that judge Shopify's answers:
 * loaded with the cart's first request, not with a page. The frame asks for them once the page has
 * hydrated (so that Add to Cart does not wait), the cart page with its own code (src/app/routes.json).
 */
export const loadCartRequests = () => import('./cart-requests');
/** The cart's query and its changes' mutations (the storefront events hear each add by it). */
export const cartKey = ['shopify', 'cart'] as const;

/**
 * The saved cart, null until the shopper adds a first product. Asked for once a visit (each change
 * answers with the whole cart, which replaces it), and again on Try again after it failed. Not
 * tried twice by itself: a saved cart that cannot be loaded says so at once.
 */
const savedCartQuery = queryOptions({
  queryKey: cartKey,
  queryFn: async () => (await loadCartRequests()).loadSavedCart(),
  // No cart id kept: the cart is empty from the first render that may show it, with no request.
  initialData: emptyWithoutSavedCart,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  networkMode: 'always',
});

/**
 * `unavailable`: the saved cart could not be loaded (Shopify did not answer); `error` says so and
 * `reload()` tries again. Nothing can be changed meanwhile, so no new cart replaces the saved one.
 */
export type StoreCartStatus = 'loading' | 'idle' | 'updating' | 'unavailable';

/**
 * Each action settles with the cart after the change, or rejects with a CartError whose message is
 * for the shopper (the same text as `error`). Changes are sent one at a time, in the order asked.
 */
export interface StoreCart {
  /** The cart, or null until the shopper adds a first product; a change to a line shows at once. */
  cart: Cart | null;
  /** `loading` while the saved cart is restored, `updating` while changes are under way. */
  status: StoreCartStatus;
  /** Why the last change failed, in the shopper's words; cleared by the next change. */
  error: string | null;
  /** Asks Shopify for the saved cart again, after it could not be loaded (`unavailable`). */
  reload(): void;
  /** Adds a variant, once or on a subscription (`sellingPlanId`, a plan of the product's selling plan groups). */
  addLine(
    merchandiseId: string,
    quantity?: number,
    sellingPlanId?: string,
    options?: AddOptions<LineToShow>,
  ): Promise<Cart>;
  /** Adds several lines in one request: all of them, or (when one cannot be added) none. */
  addLines(lines: readonly CartLineToAdd[], options?: AddOptions<readonly LineToShow[]>): Promise<Cart>;
  /** Keeps the shopper's date of birth with the cart (its checkout refuses an age-restricted product without one). */
  confirmAge(dateOfBirth: string): Promise<Cart>;
  /** Quantity 0 removes the line. */
  updateQuantity(lineId: string, quantity: number): Promise<Cart>;
  removeLine(lineId: string): Promise<Cart>;
  applyDiscountCode(code: string): Promise<Cart>;
  removeDiscountCode(code: string): Promise<Cart>;
}

/**
 * What an add may carry besides its lines: the date of birth the shopper gave for an age-restricted
 * product (src/domain/age-check.ts), and the product as the page has it, shown in the cart at once
 * while Shopify makes the line (`cartAfter`).
 */
export interface AddOptions<Shown> {
  dateOfBirth?: string;
  shown?: Shown;
}

type CartActions = Omit<StoreCart, 'cart' | 'status' | 'error'>;

/** Refused while the saved cart cannot be loaded: in the words of that failure. */
const unavailable = (error: unknown) =>
  new CartError((error as Error | null)?.message || 'Your cart is not available.', 'UNAVAILABLE', {
    cause: error,
  });

/**
 * The saved cart (null when the shopper has none), waited for while it loads, refused while it
 * could not be loaded: what a change starts from, and what a reader outside React's rendering
 * (an agent's tool, src/features/cart/cart-tools.tsx) reads.
 */
export async function savedCart(client: QueryClient): Promise<Cart | null> {
  const saved = client.getQueryState(cartKey);
  if (saved?.data === undefined && saved?.status === 'error') throw unavailable(saved.error);
  return client.ensureQueryData(savedCartQuery).catch((error: unknown) => {
    throw unavailable(error);
  });
}

/**
 * Runs one change once those asked before it are done: on the saved cart (waiting for it while it
 * loads, refused while it could not be loaded), through cart-requests.ts. Shopify's answer becomes
 * the cart every reader sees, even when it failed in part (a discount code that does not apply).
 */
async function change(client: QueryClient, request: CartChange): Promise<Cart> {
  const cart = await savedCart(client);
  const answer = await (await loadCartRequests()).sendCartChange(request, cart);
  if (answer.cart !== undefined) client.setQueryData(cartKey, answer.cart);
  if (answer.failure || !answer.cart) throw answer.failure ?? unavailable(null);
  return answer.cart;
}

const actionsOf = new WeakMap<QueryClient, CartActions>();

function cartActions(client: QueryClient): CartActions {
  const send = (request: CartChange) =>
    new MutationObserver<Cart, Error, CartChange>(client, {
      mutationKey: cartKey,
      scope: { id: 'shopify-cart' },
      networkMode: 'always',
      mutationFn: (variables) => change(client, variables),
    }).mutate(request);
  return {
    reload: () => void client.refetchQueries({ queryKey: cartKey }),
    addLine: (merchandiseId, quantity = 1, sellingPlanId, { dateOfBirth, shown } = {}) =>
      send({
        type: 'add',
        lines: [sellingPlanId ? { merchandiseId, quantity, sellingPlanId } : { merchandiseId, quantity }],
        ...(dateOfBirth && { dateOfBirth }),
        ...(shown && { shown: [shown] }),
      }),
    addLines: (lines, { dateOfBirth, shown } = {}) =>
      send({ type: 'add', lines, ...(dateOfBirth && { dateOfBirth }), ...(shown && { shown }) }),
    confirmAge: (dateOfBirth) => send({ type: 'confirm-age', dateOfBirth }),
    updateQuantity: (lineId, quantity) => send({ type: 'update', lineId, quantity }),
    removeLine: (lineId) => send({ type: 'remove', lineId }),
    applyDiscountCode: (code) => send({ type: 'discount', code }),
    removeDiscountCode: (code) => send({ type: 'remove-discount', code }),
  };
}

/**
 * The cart and its actions, for any component under the app's QueryClientProvider. While React
 * hydrates a prerendered page it reads as the server rendered it (loading, no cart): what only
 * the browser knows comes after (`useHydrated`), and the saved cart is asked for then.
 */
export function useStoreCart(): StoreCart {
  const client = useQueryClient();
  const hydrated = useHydrated();
  const saved = useQuery({ ...savedCartQuery, enabled: hydrated });
  const changes = useMutationState({
    filters: { mutationKey: cartKey },
    select: (mutation) => mutation.state as MutationState<Cart, Error, CartChange>,
  });
  let actions = actionsOf.get(client);
  if (!actions) actionsOf.set(client, (actions = cartActions(client)));
  // Changes under way show at once (an add as its products, without prices yet); Shopify's answer
  // replaces them.
  // (`changes` is the same array until a change moves on: useMutationState keeps it.)
  const cart = useMemo(
    () =>
      changes.reduce<Cart | null>(
        (shown, state) =>
          state.status === 'pending' && state.variables ? cartAfter(shown, state.variables) : shown,
        saved.data ?? null,
      ),
    [saved.data, changes],
  );
  if (!hydrated) return { cart: null, status: 'loading', error: null, ...actions };
  if (saved.data === undefined) {
    const failed = saved.isError && !saved.isFetching;
    const error = failed ? unavailable(saved.error).message : null;
    return { cart: null, status: failed ? 'unavailable' : 'loading', error, ...actions };
  }
  const last = changes.at(-1);
  return {
    cart,
    status: changes.some((state) => state.status === 'pending') ? 'updating' : 'idle',
    error: last?.status === 'error' ? (last.error?.message ?? null) : null,
    ...actions,
  };
}
