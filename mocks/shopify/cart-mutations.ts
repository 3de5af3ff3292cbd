/**
 * The Storefront Cart API's mutations and their rules: lines of the same merchandise merge, quantity 0
 * removes a line, unknown merchandise or line ids are refused with Shopify's user errors, sold-out
 * merchandise is not added (a warning says why), and a line may take only a Subscribe & save plan its
 * product is sold on. A mutation whose input is refused changes nothing.
 */
import { findVariant, type CatalogueProduct, type CatalogueVariant } from '../data/catalogue';
import {
  cartNotFound,
  missingLine,
  missingMerchandise,
  negativeQuantity,
  outOfStock,
  planNotApplicable,
  type CartUserError,
  type CartWarning,
} from './cart-errors';
import { lookup, withCarts, type CartAttribute, type StoredCart } from './carts';
import { findSellingPlan } from './selling-plans';

export interface CartMutationResult {
  cart: StoredCart | null;
  userErrors: CartUserError[];
  warnings: CartWarning[];
}

export interface CartLineInput {
  merchandiseId: string;
  quantity?: number | null;
  attributes?: CartAttribute[] | null;
  sellingPlanId?: string | null;
}

export interface CartLineUpdateInput {
  id: string;
  merchandiseId?: string | null;
  quantity?: number | null;
  attributes?: CartAttribute[] | null;
  sellingPlanId?: string | null;
}

export interface CartBuyerIdentityInput {
  countryCode?: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface CartInput {
  lines?: CartLineInput[] | null;
  note?: string | null;
  attributes?: CartAttribute[] | null;
  buyerIdentity?: CartBuyerIdentityInput | null;
  discountCodes?: string[] | null;
}

const sameAttributes = (a: CartAttribute[], b: CartAttribute[]) =>
  a.length === b.length &&
  a.every((attribute, index) => attribute.key === b[index]?.key && attribute.value === b[index]?.value);

/** A plan id the line may take for this variant, or the user error Shopify answers with. */
function checkPlan(
  { product, variant }: { product: CatalogueProduct; variant: CatalogueVariant },
  sellingPlanId: string | null | undefined,
  field: string[],
): CartUserError | null {
  if (!sellingPlanId) return null;
  return findSellingPlan(product, variant, sellingPlanId) ? null : planNotApplicable(field);
}

type Outcome = { userErrors: CartUserError[]; warnings: CartWarning[] };

function addLinesTo(cart: StoredCart, lines: CartLineInput[], fieldRoot: string[]): Outcome {
  const userErrors: CartUserError[] = [];
  const warnings: CartWarning[] = [];
  lines.forEach((line, index) => {
    const field = [...fieldRoot, String(index)];
    const quantity = line.quantity ?? 1;
    const found = findVariant(line.merchandiseId);
    if (!found) return userErrors.push(missingMerchandise(line.merchandiseId, [...field, 'merchandiseId']));
    if (quantity < 0) return userErrors.push(negativeQuantity([...field, 'quantity']));
    const planError = checkPlan(found, line.sellingPlanId, [...field, 'sellingPlanId']);
    if (planError) return userErrors.push(planError);
    if (quantity === 0) return;
    if (!found.variant.availableForSale) {
      return warnings.push(outOfStock(found.product.title, line.merchandiseId));
    }
    const attributes = line.attributes ?? [];
    const sellingPlanId = line.sellingPlanId ?? null;
    // A subscription and a one-time purchase of the same item are two lines, as in Shopify.
    const existing = cart.lines.find(
      (candidate) =>
        candidate.merchandiseId === line.merchandiseId &&
        (candidate.sellingPlanId ?? null) === sellingPlanId &&
        sameAttributes(candidate.attributes, attributes),
    );
    if (existing) existing.quantity += quantity;
    else {
      cart.lines.push({
        id: `gid://shopify/CartLine/${crypto.randomUUID()}?cart=${cart.token}`,
        merchandiseId: line.merchandiseId,
        quantity,
        attributes,
        sellingPlanId,
      });
    }
  });
  return { userErrors, warnings };
}

function applyIdentity(cart: StoredCart, identity: CartBuyerIdentityInput): void {
  if (identity.countryCode !== undefined) cart.buyerIdentity.countryCode = identity.countryCode;
  if (identity.email !== undefined) cart.buyerIdentity.email = identity.email;
  if (identity.phone !== undefined) cart.buyerIdentity.phone = identity.phone;
}

const uniqueCodes = (codes: string[]) => [...new Set(codes.map((code) => code.trim()).filter(Boolean))];

function randomToken(length: number, alphabet: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}

const alphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function createCart(input: CartInput = {}): CartMutationResult {
  const now = new Date().toISOString();
  const cart: StoredCart = {
    token: `hWN${randomToken(21, alphanumeric)}`,
    key: randomToken(32, '0123456789abcdef'),
    lines: [],
    note: input.note ?? null,
    attributes: input.attributes ?? [],
    buyerIdentity: { countryCode: null, email: null, phone: null },
    discountCodes: uniqueCodes(input.discountCodes ?? []),
    createdAt: now,
    updatedAt: now,
  };
  applyIdentity(cart, input.buyerIdentity ?? {});
  const { userErrors, warnings } = addLinesTo(cart, input.lines ?? [], ['input', 'lines']);
  // Like Shopify, a cart is not created when its input is refused.
  if (userErrors.length > 0) return { cart: null, userErrors, warnings };
  withCarts((table) => table.set(cart.token, cart));
  return { cart, userErrors, warnings };
}

/** Applies `change` to a copy of the cart and keeps it only when there are no user errors. */
function mutate(cartId: string, change: (cart: StoredCart) => Outcome | void): CartMutationResult {
  return withCarts((table) => {
    const cart = lookup(table, cartId);
    if (!cart) return { cart: null, userErrors: [cartNotFound], warnings: [] };
    const draft = JSON.parse(JSON.stringify(cart)) as StoredCart;
    const { userErrors, warnings } = change(draft) ?? { userErrors: [], warnings: [] };
    if (userErrors.length > 0) return { cart, userErrors, warnings };
    draft.updatedAt = new Date().toISOString();
    table.set(draft.token, draft);
    return { cart: draft, userErrors, warnings };
  });
}

export function addCartLines(cartId: string, lines: CartLineInput[]): CartMutationResult {
  return mutate(cartId, (cart) => addLinesTo(cart, lines, ['lines']));
}

export function updateCartLines(cartId: string, lines: CartLineUpdateInput[]): CartMutationResult {
  return mutate(cartId, (cart) => {
    const userErrors: CartUserError[] = [];
    lines.forEach((update, index) => {
      const field = ['lines', String(index)];
      const line = cart.lines.find((candidate) => candidate.id === update.id);
      if (!line) return userErrors.push(missingLine(update.id, [...field, 'id']));
      if (update.merchandiseId) {
        if (!findVariant(update.merchandiseId)) {
          return userErrors.push(missingMerchandise(update.merchandiseId, [...field, 'merchandiseId']));
        }
        line.merchandiseId = update.merchandiseId;
      }
      if (update.sellingPlanId !== undefined) {
        const merchandise = findVariant(line.merchandiseId);
        const planError =
          merchandise && checkPlan(merchandise, update.sellingPlanId, [...field, 'sellingPlanId']);
        if (planError) return userErrors.push(planError);
        line.sellingPlanId = update.sellingPlanId ?? null;
      }
      if (update.attributes) line.attributes = update.attributes;
      if (update.quantity !== undefined && update.quantity !== null) {
        if (update.quantity < 0) return userErrors.push(negativeQuantity([...field, 'quantity']));
        line.quantity = update.quantity;
      }
    });
    cart.lines = cart.lines.filter((line) => line.quantity > 0);
    return { userErrors, warnings: [] };
  });
}

export function removeCartLines(cartId: string, lineIds: string[]): CartMutationResult {
  return mutate(cartId, (cart) => {
    const userErrors = lineIds.flatMap((id, index) =>
      cart.lines.some((line) => line.id === id) ? [] : [missingLine(id, ['lineIds', String(index)])],
    );
    cart.lines = cart.lines.filter((line) => !lineIds.includes(line.id));
    return { userErrors, warnings: [] };
  });
}

export function updateDiscountCodes(cartId: string, codes: string[]): CartMutationResult {
  return mutate(cartId, (cart) => {
    cart.discountCodes = uniqueCodes(codes);
  });
}

export function updateNote(cartId: string, note: string): CartMutationResult {
  return mutate(cartId, (cart) => {
    cart.note = note;
  });
}

export function updateAttributes(cartId: string, attributes: CartAttribute[]): CartMutationResult {
  return mutate(cartId, (cart) => {
    cart.attributes = attributes;
  });
}

export function updateBuyerIdentity(cartId: string, identity: CartBuyerIdentityInput): CartMutationResult {
  return mutate(cartId, (cart) => applyIdentity(cart, identity));
}
