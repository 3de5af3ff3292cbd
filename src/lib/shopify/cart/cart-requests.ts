/**
 * The cart's Storefront requests: the saved cart, and each change as one mutation through
 * `shopifyFetch` (which gives it the store's 10 s deadline). A change is checked before it is sent
 * and judged by Shopify's answer (its userErrors, and the cart it answers with) by the rules of
 * src/domain/cart-rules.ts; every failure is a CartError in the shopper's words.
 */
import { withDateOfBirth } from '../../../domain/age-check';
import type { CartChange } from '../../../domain/cart-change';
import {
  cartProblems,
  codesWithout,
  refusalOf,
  shortfallOf,
  type CartProblem,
} from '../../../domain/cart-rules';
import type { Cart } from '../../../domain/commerce';
import { shopifyFetch } from '../client';
import { cartChangeFailureMessage, CartError, StorefrontError } from '../errors';
import {
  CartAttributesUpdateDocument,
  CartCreateDocument,
  CartLinesAddWithAttributesDocument,
  CartDiscountCodesUpdateDocument,
  CartLinesAddDocument,
  CartLinesRemoveDocument,
  CartLinesUpdateDocument,
  SavedCartDocument,
  type CartFragmentFragment,
  type CartProblemsFragment,
} from '../generated/graphql';
import { CART_ID_STORAGE_KEY, storage } from './saved-cart-id';

/**
 * Reads Shopify's cart into the store's (reshape-cart.ts, with its zod checks): loaded with the first
 * cart request, and asked for as it starts, so no page's first load carries it but the cart page's,
 * which preloads it (src/app/routes.json).
 */
function loadReshape() {
  const loading = import('../reshape-cart');
  // Heard where it is awaited; a request that fails first never awaits it.
  loading.catch(() => undefined);
  return loading;
}
const toCart = async (cart: CartFragmentFragment | null, reshape: ReturnType<typeof loadReshape>) =>
  cart ? (await reshape).reshapeCart({ ...cart, lines: cart.lines.nodes }) : null;
const failed = (problem: CartProblem, cause?: unknown) =>
  new CartError(problem.message, problem.code, { cause });

/**
 * The cart `cartId` as Shopify has it now; null when Shopify no longer has it (checked out or
 * expired). Throws when Shopify could not be asked or did not answer.
 */
export async function fetchCart(cartId: string): Promise<Cart | null> {
  const reshape = loadReshape();
  try {
    const { cart } = await shopifyFetch(SavedCartDocument, { cartId }, 'cart');
    const found = await toCart(cart, reshape);
    if (found || !cart) return found;
  } catch (error) {
    if (error instanceof StorefrontError) throw error;
  }
  throw new CartError(
    'We could not load your cart. Please check your connection and try again.',
    'UNAVAILABLE',
  );
}

/**
 * The cart this browser saved, as Shopify has it now; null when there is none, or when Shopify no
 * longer has it (the id is forgotten). Throws when Shopify could not be asked or did not answer:
 * the id is kept, and no change may start a new cart over it.
 */
export async function loadSavedCart(): Promise<Cart | null> {
  const cartId = storage()?.getItem(CART_ID_STORAGE_KEY);
  if (!cartId) return null;
  const saved = await fetchCart(cartId);
  if (!saved) storage()?.removeItem(CART_ID_STORAGE_KEY);
  return saved;
}

type Payload = { cart: CartFragmentFragment | null; userErrors: CartProblemsFragment[] } | null;

async function send(change: CartChange, cart: Cart | null): Promise<Payload> {
  const cartId = cart?.id ?? '';
  switch (change.type) {
    case 'add': {
      const lines = change.lines.map((line) => ({ ...line }));
      const { dateOfBirth } = change;
      if (!cart) {
        const attributes = dateOfBirth ? withDateOfBirth([], dateOfBirth) : [];
        return (await shopifyFetch(CartCreateDocument, { lines, attributes }, 'cart')).cartCreate;
      }
      if (!dateOfBirth)
        return (await shopifyFetch(CartLinesAddDocument, { cartId, lines }, 'cart')).cartLinesAdd;
      const attributes = withDateOfBirth(cart.attributes, dateOfBirth);
      const answer = await shopifyFetch(
        CartLinesAddWithAttributesDocument,
        { cartId, lines, attributes },
        'cart',
      );
      const [refused] = answer.cartAttributesUpdate?.userErrors ?? [];
      return refused ? { cart: null, userErrors: [refused] } : answer.cartLinesAdd;
    }
    case 'confirm-age': {
      const attributes = withDateOfBirth(cart?.attributes ?? [], change.dateOfBirth);
      return (await shopifyFetch(CartAttributesUpdateDocument, { cartId, attributes }, 'cart'))
        .cartAttributesUpdate;
    }
    case 'update': {
      const lines = [{ id: change.lineId, quantity: change.quantity }];
      return (await shopifyFetch(CartLinesUpdateDocument, { cartId, lines }, 'cart')).cartLinesUpdate;
    }
    case 'remove': {
      const lineIds = [change.lineId];
      return (await shopifyFetch(CartLinesRemoveDocument, { cartId, lineIds }, 'cart')).cartLinesRemove;
    }
    case 'discount':
    case 'remove-discount': {
      const discountCodes =
        change.type === 'discount' ? [change.code.trim()] : codesWithout(cart, change.code);
      const variables = { cartId, discountCodes };
      return (await shopifyFetch(CartDiscountCodesUpdateDocument, variables, 'cart')).cartDiscountCodesUpdate;
    }
  }
}

/** Shopify's refusal, in the shopper's words: the input it names (`field`) says which part it refused. */
function refusalBy(problem: CartProblemsFragment, change: CartChange): CartProblem {
  const field = problem.field?.at(-1);
  if (problem.code === 'SELLING_PLAN_NOT_APPLICABLE' || field === 'sellingPlanId') {
    return cartProblems.planNotAvailable;
  }
  if (field === 'merchandiseId') return cartProblems.soldOut;
  return change.type === 'update' || change.type === 'remove'
    ? cartProblems.notInCart
    : cartProblems.notUpdated;
}

/** What a change did: the cart after it (`undefined`: unchanged; null: Shopify has none), and why it failed. */
export interface CartAnswer {
  cart?: Cart | null;
  failure?: CartError;
}

/** Sends `change` to the cart `cart` (null: none yet, an add creates it) and says what became of it. */
export async function sendCartChange(change: CartChange, cart: Cart | null): Promise<CartAnswer> {
  const refusal = refusalOf(change, cart);
  if (refusal) return { failure: failed(refusal) };
  const reshape = loadReshape();
  let payload: Payload;
  try {
    payload = await send(change, cart);
  } catch (error) {
    return {
      failure: failed({ ...cartProblems.notUpdated, message: cartChangeFailureMessage(error) }, error),
    };
  }
  const [problem] = payload?.userErrors ?? [];
  if (problem?.field?.includes('cartId')) {
    // The cart is gone (checked out in another tab, or expired): forgotten. An add starts a new one.
    storage()?.removeItem(CART_ID_STORAGE_KEY);
    return change.type === 'add'
      ? sendCartChange(change, null)
      : { cart: null, failure: failed(cartProblems.notInCart) };
  }
  if (problem) return { failure: failed(refusalBy(problem, change), problem) };
  const after = await toCart(payload?.cart ?? null, reshape);
  if (!after) return { failure: failed(cartProblems.notUpdated, payload) };
  if (!cart) storage()?.setItem(CART_ID_STORAGE_KEY, after.id);
  const shortfall = shortfallOf(change, cart, after);
  return { cart: after, failure: shortfall ? failed(shortfall) : undefined };
}
