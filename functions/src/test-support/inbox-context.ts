import { expect } from 'vitest';
import { CallableProblem } from '../callable-problem.js';
import type { InboxCallContext, InboxSettings } from '../inbox-context.js';
import { memoryInboxStore } from './memory-inbox-store.js';

export const testSettings: InboxSettings = {
  discountCode: 'WELCOME10',
  supportEmail: 'support@sankofawellness.com',
  storeUrl: 'https://store.example/',
  unsubscribeSecret: 'test-unsubscribe-secret-0123456789',
};

/** A call context over a memory store, with a clock the test moves and its log kept. */
export function testInboxContext(overrides: Partial<InboxCallContext> = {}) {
  const memory = memoryInboxStore();
  const clock = { now: new Date('2026-03-02T10:00:00.000Z') };
  const logged: Array<{ level: string; message: string; detail?: unknown }> = [];
  const admins = new Set(['admin-uid']);
  const context: InboxCallContext = {
    store: memory.store,
    settings: testSettings,
    client: '203.0.113.7',
    uid: null,
    isAdmin: async (uid) => admins.has(uid),
    now: () => new Date(clock.now),
    log: (level, message, detail) => logged.push({ level, message, detail }),
    ...overrides,
  };
  return { context, memory, clock, logged };
}

/** The CallableProblem a call was refused with (failing the test when it was not refused so). */
export async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CallableProblem);
  const { code, message, details } = error as CallableProblem;
  return { code, message, details };
}
