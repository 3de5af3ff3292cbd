/**
 * How long the store waits for a backend (Shopify's Storefront API, Sanity) before it gives up on a
 * request: a server that never answers then shows the page's error state with "Try again", never
 * "Loading…" for good. The figure covers a slow phone network with room to spare: the store's
 * largest answer (the shop's 74 products) takes about 1 s on Lighthouse's slow 4G.
 */
export const BACKEND_DEADLINE_MS = 10_000;

/** Why a request was given up: the backend did not answer within the deadline. */
export class DeadlineError extends Error {
  override name = 'DeadlineError';
  constructor(readonly ms: number) {
    super(`No answer within ${ms} ms.`);
  }
}

/** Whether `error` is (or was caused by) a backend that did not answer within the deadline. */
export function isPastDeadline(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Object && depth < 5; depth += 1) {
    if (cause instanceof DeadlineError) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** When the first request made under each signal started. */
const startedAt = new WeakMap<AbortSignal, number>();

/**
 * What is left of the deadline of the shopper's action that `signal` belongs to. React Query gives
 * every attempt of one fetch the same signal: its retries share the first attempt's deadline, so a
 * backend that never answers shows its error at the deadline, not after each retry's own.
 */
function timeLeft(signal: AbortSignal | undefined, ms: number): number {
  if (!signal) return ms;
  const now = Date.now();
  const started = startedAt.get(signal);
  if (started === undefined) {
    startedAt.set(signal, now);
    return ms;
  }
  return Math.max(0, ms - (now - started));
}

/**
 * A signal that aborts when `signal` does (React Query cancelling a query the page no longer
 * needs) or when the deadline passes, whichever comes first. `timedOut` tells the two apart. The
 * deadline is counted from the first request made under `signal` (see `timeLeft`).
 */
export function withDeadline(signal?: AbortSignal, ms: number = BACKEND_DEADLINE_MS) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(
    () => {
      timedOut = true;
      controller.abort(new DeadlineError(ms));
    },
    timeLeft(signal, ms),
  );
  const cancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) cancel();
  else signal?.addEventListener('abort', cancel, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    /** Stops the clock once the answer is in. */
    done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
    },
  };
}

/**
 * Waits for `work` until the deadline, then rejects with a DeadlineError. For SDKs whose requests
 * take no signal (Firebase's): the request may still finish, but nobody waits for it. With React
 * Query's `signal`, the deadline is the one of the whole fetch, retries included (`timeLeft`).
 */
export function withinDeadline<T>(
  work: Promise<T>,
  signal?: AbortSignal,
  ms: number = BACKEND_DEADLINE_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DeadlineError(ms)), timeLeft(signal, ms));
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
