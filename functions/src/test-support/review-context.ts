import type { ReviewSummary } from '../../../src/domain/reviews/summary';
import type { ReviewCallContext, ReviewCaller } from '../reviews/index.js';
import { memoryInboxStore } from './memory-inbox-store.js';

/** The accounts of the reviews tests: who they are to the token, and what they bought. */
export const reviewCallers = {
  maya: { uid: 'maya-uid', email: 'maya@example.com', emailVerified: true },
  /** Bought the product too, but never verified the email. */
  sam: { uid: 'sam-uid', email: 'sam@example.com', emailVerified: false },
  /** Verified, bought nothing. */
  lee: { uid: 'lee-uid', email: 'lee@example.com', emailVerified: true },
  admin: { uid: 'admin-uid', email: 'admin@example.com', emailVerified: true },
} as const satisfies Record<string, ReviewCaller>;

export type ReviewCallerName = keyof typeof reviewCallers;

/**
 * A reviews call context over a memory store and memory ports: a catalogue of two products, the
 * orders of maya and sam, the metafield writes kept, a clock the test moves and the log kept.
 */
export function testReviewContext() {
  const memory = memoryInboxStore();
  const clock = { now: new Date('2026-03-02T10:00:00.000Z') };
  const logged: Array<{ level: string; message: string; detail?: unknown }> = [];
  const products = new Map([
    ['ashwagandha-calm', 'Ashwagandha Calm'],
    ['vitamin-d3-k2', 'Vitamin D3 + K2'],
  ]);
  const orders = [
    { email: 'maya@example.com', productHandle: 'ashwagandha-calm' },
    { email: 'sam@example.com', productHandle: 'ashwagandha-calm' },
  ];
  const metafieldWrites: Array<{ productHandle: string; summary: ReviewSummary }> = [];
  const admins = new Set<string>([reviewCallers.admin.uid]);
  const base: ReviewCallContext = {
    store: memory.store,
    caller: null,
    isAdmin: async (uid) => admins.has(uid),
    catalogue: {
      product: async (handle) => (products.has(handle) ? { title: products.get(handle)! } : null),
    },
    orders: {
      hasOrdered: async (email, productHandle) =>
        orders.some((order) => order.email === email && order.productHandle === productHandle),
    },
    metafields: {
      setReviewFigures: async (productHandle, summary) => {
        metafieldWrites.push({ productHandle, summary });
      },
    },
    now: () => new Date(clock.now),
    log: (level, message, detail) => logged.push({ level, message, detail }),
  };
  /** The context of a call by `who` (null: a guest). */
  const as = (who: ReviewCallerName | null): ReviewCallContext => ({
    ...base,
    caller: who ? reviewCallers[who] : null,
  });
  return { as, base, memory, clock, logged, metafieldWrites, orders };
}
