/**
 * The orders the local shop's checkout page places ("Place order", hosted-pages.ts): who ordered
 * (the email typed, or the signed-in account's the page fills in), the handles of the products on
 * its lines, and when. The local services keep them in their data folder, as carts are kept
 * (Vitest: jsdom's localStorage; the build: memory). The reviews' Functions ask them, in mock mode,
 * whether a shopper bought a product (a verified buyer), as the live Functions ask Shopify's orders.
 */
import { isRecord, keptStorage, readTable, type TableShape } from '../environment';

export const ORDER_STORAGE_KEY = 'mock-shopify-orders';

export interface StoredOrder {
  /** As Shopify names orders: `#1001`, `#1002`, ... */
  name: string;
  email: string;
  productHandles: string[];
  /** ISO date-time. */
  placedAt: string;
}

const FIRST_ORDER_NUMBER = 1001;
let memory: StoredOrder[] = [];

const isStoredOrder = (value: unknown): value is StoredOrder =>
  isRecord(value) &&
  typeof value.name === 'string' &&
  typeof value.email === 'string' &&
  typeof value.placedAt === 'string' &&
  Array.isArray(value.productHandles) &&
  value.productHandles.every((handle) => typeof handle === 'string');

const orderTable: TableShape<StoredOrder[]> = {
  holds: 'a list of orders ({ name, email, productHandles, placedAt })',
  is: (value): value is StoredOrder[] => Array.isArray(value) && value.every(isStoredOrder),
};

/** The orders kept: a table that does not read throws, and is left as it is. */
export function readOrderTable(): StoredOrder[] {
  const storage = keptStorage();
  if (!storage) return memory;
  return readTable(storage, ORDER_STORAGE_KEY, orderTable) ?? [];
}

/** Records an order, numbered after the last one. */
export function recordOrder(order: Omit<StoredOrder, 'name'>): StoredOrder {
  const orders = readOrderTable();
  const stored: StoredOrder = { name: `#${FIRST_ORDER_NUMBER + orders.length}`, ...order };
  const next = [...orders, stored];
  const storage = keptStorage();
  if (storage) storage.setItem(ORDER_STORAGE_KEY, JSON.stringify(next));
  else memory = next;
  return stored;
}

/** Whether an order placed with `email` (in any letter case) holds the product. */
export function hasOrdered(email: string, productHandle: string): boolean {
  const wanted = email.trim().toLowerCase();
  return readOrderTable().some(
    (order) => order.email.trim().toLowerCase() === wanted && order.productHandles.includes(productHandle),
  );
}

/** Forgets every order (tests). */
export function resetMockOrders(): void {
  memory = [];
  keptStorage()?.removeItem(ORDER_STORAGE_KEY);
}
