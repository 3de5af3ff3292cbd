/**
 * Rate limits of the public callables, so that a script cannot flood the lists, the support inbox
 * or strangers' mailboxes. Each limit counts calls per key (the address, or the caller's IP) in a
 * fixed window of one hour, in `rate_limits/{SHA-256 of "kind:key"}`: the raw address or IP is
 * never stored there. The counters are read and written inside the caller's transaction, so a
 * call that is refused writes nothing at all, and two calls at once cannot both take the last slot.
 */
import { inboxCollections, type InboxStore, type StoreTransaction } from './inbox-store.js';
import { sha256Hex } from './web-crypto.js';

export const RATE_LIMIT_WINDOW_MS = 60 * 60 * 1000;

/** Calls allowed per hour (functions/README.md lists them). */
export const rateLimits = {
  'newsletter-address': 3,
  'newsletter-client': 10,
  'contact-address': 3,
  'contact-client': 5,
  'back-in-stock-address': 5,
  'back-in-stock-client': 10,
  /** A signed-in account's review submissions, edits and deletions. */
  'review-account': 10,
  /** A signed-in account's "Helpful" votes. */
  'review-vote-account': 30,
  /** Requests to the store's MCP server (`/api/mcp`, src/agent/) from one client… */
  'agent-client': 300,
  /** …and from one address of Hosting's CDN, or one caller who skips Hosting (`rewrittenCallerKeys`). */
  'agent-edge': 3000,
} as const;

export type RateLimitKind = keyof typeof rateLimits;

export interface RateLimitKey {
  kind: RateLimitKind;
  /** The mailbox (`mailboxKey`), the client (`clientKey`): rate-limit-keys.ts; or an account's uid. */
  key: string;
}

interface Counter {
  id: string;
  windowStart: Date;
  count: number;
}

export interface RateLimitCheck {
  /** Whether any of the limits is used up; then nothing must be written. */
  exceeded: boolean;
  /** Counts this call against every limit (call after all other reads of the transaction). */
  record(): void;
  /** How many calls the window of `kind` had counted before this one (0: this call is its first). */
  countBefore(kind: RateLimitKind): number;
}

/** The counter document of one key. */
export async function rateLimitDocumentId({ kind, key }: RateLimitKey): Promise<string> {
  return sha256Hex(`${kind}:${key}`);
}

/** Reads the counters of `keys` within `transaction` and says whether this call may go on. */
export async function checkRateLimits(
  transaction: StoreTransaction,
  keys: readonly RateLimitKey[],
  now: Date,
): Promise<RateLimitCheck> {
  const counters: Array<Counter & { kind: RateLimitKind; limit: number }> = [];
  for (const key of keys) {
    const id = await rateLimitDocumentId(key);
    const stored = await transaction.get(inboxCollections.rateLimits, id);
    const windowStart = stored?.windowStart instanceof Date ? stored.windowStart : null;
    const current =
      windowStart && now.getTime() - windowStart.getTime() < RATE_LIMIT_WINDOW_MS && windowStart <= now
        ? { windowStart, count: typeof stored?.count === 'number' ? stored.count : 0 }
        : { windowStart: now, count: 0 };
    counters.push({ id, ...current, kind: key.kind, limit: rateLimits[key.kind] });
  }
  return {
    exceeded: counters.some((counter) => counter.count >= counter.limit),
    record() {
      for (const { id, windowStart, count } of counters) {
        transaction.set(inboxCollections.rateLimits, id, {
          windowStart,
          count: count + 1,
          // For an optional Firestore TTL policy on rate_limits: the counter is useless after this.
          expiresAt: new Date(windowStart.getTime() + RATE_LIMIT_WINDOW_MS),
        });
      }
    },
    countBefore(kind) {
      return counters.find((counter) => counter.kind === kind)?.count ?? 0;
    },
  };
}

/**
 * Counts one call against each of `keys`' limits in a transaction of its own (for a caller that
 * writes nothing else, as the MCP server): false, and nothing written, when one is used up.
 */
export async function takeRateLimitedCall(
  store: InboxStore,
  keys: readonly RateLimitKey[],
  now: Date = new Date(),
): Promise<boolean> {
  return store.transaction(async (transaction) => {
    const check = await checkRateLimits(transaction, keys, now);
    if (check.exceeded) return false;
    check.record();
    return true;
  });
}
