/**
 * The mock shop's cart table: each cart by its token, found only with its secret key, as Shopify's
 * cart ids carry them. The local services keep the table in their data folder, so a cart survives
 * a restart like a real one (Vitest: jsdom's localStorage; the build: memory). What a mutation may
 * change is cart-mutations.ts; what a cart costs, cart-prices.ts.
 */
import { isRecord, keptStorage, readTable, type TableShape } from '../environment';

export const CART_STORAGE_KEY = 'mock-shopify-carts';

export interface CartAttribute {
  key: string;
  value: string | null;
}

export interface StoredCartLine {
  id: string;
  merchandiseId: string;
  quantity: number;
  attributes: CartAttribute[];
  /** The Subscribe & save plan the line is bought on (`gid://shopify/SellingPlan/...`), or null. */
  sellingPlanId: string | null;
}

export interface StoredCart {
  token: string;
  key: string;
  lines: StoredCartLine[];
  note: string | null;
  attributes: CartAttribute[];
  buyerIdentity: { countryCode: string | null; email: string | null; phone: string | null };
  discountCodes: string[];
  createdAt: string;
  updatedAt: string;
}

const memory = new Map<string, StoredCart>();

function isStoredCart(value: unknown): value is StoredCart {
  if (!isRecord(value)) return false;
  const cart = value as Partial<StoredCart>;
  return typeof cart.token === 'string' && typeof cart.key === 'string' && Array.isArray(cart.lines);
}

const cartTable: TableShape<Record<string, StoredCart>> = {
  holds: 'carts by their token',
  is: (value): value is Record<string, StoredCart> =>
    isRecord(value) && Object.values(value).every(isStoredCart),
};

/** The kept carts: a table that does not read throws, and is left as it is. */
export function readCartTable(): Map<string, StoredCart> {
  const storage = keptStorage();
  if (!storage) return memory;
  return new Map(Object.entries(readTable(storage, CART_STORAGE_KEY, cartTable) ?? {}));
}

/** Runs `change` on the cart table and writes the table back. */
export function withCarts<T>(change: (table: Map<string, StoredCart>) => T): T {
  const table = readCartTable();
  const result = change(table);
  keptStorage()?.setItem(CART_STORAGE_KEY, JSON.stringify(Object.fromEntries(table)));
  return result;
}

/** Forgets every cart (tests). */
export function resetMockCarts(): void {
  memory.clear();
  keptStorage()?.removeItem(CART_STORAGE_KEY);
}

export const cartGid = (cart: StoredCart) => `gid://shopify/Cart/${cart.token}?key=${cart.key}`;
/**
 * The cart's checkout, at the address Shopify gives it on the shop's domain: the local shop serves
 * that page itself (hosted-pages.ts).
 */
export const checkoutUrl = (cart: StoredCart, origin: string) =>
  `${origin}/cart/c/${cart.token}?${new URLSearchParams({ key: cart.key }).toString()}`;

function parseCartGid(cartId: string): { token: string; key: string | null } | null {
  const match = /^gid:\/\/shopify\/Cart\/([A-Za-z0-9-]+)(?:\?key=([A-Za-z0-9]+))?$/.exec(cartId);
  return match?.[1] ? { token: match[1], key: match[2] ?? null } : null;
}

/** The cart `cartId` names in `table`, or null: without its key a cart id finds nothing. */
export function lookup(table: Map<string, StoredCart>, cartId: string): StoredCart | null {
  const parsed = parseCartGid(cartId);
  if (!parsed) return null;
  const cart = table.get(parsed.token);
  return cart && cart.key === parsed.key ? cart : null;
}

export function findCart(cartId: string): StoredCart | null {
  return withCarts((table) => lookup(table, cartId));
}
