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

/**
 * A signal that aborts when `signal` does (React Query cancelling a query the page no longer
 * needs) or when the deadline passes, whichever comes first. `timedOut` tells the two apart.
 */
export function withDeadline(signal?: AbortSignal, ms: number = BACKEND_DEADLINE_MS) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DeadlineError(ms));
  }, ms);
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
 * take no signal (Firebase's): the request may still finish, but nobody waits for it.
 */
export function withinDeadline<T>(work: Promise<T>, ms: number = BACKEND_DEADLINE_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new DeadlineError(ms)), ms);
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
