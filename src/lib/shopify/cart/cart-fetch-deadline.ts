/**
 * hydrogen-react's CartProvider sends the cart's requests (cartCreate, cartLinesAdd, …) with the
 * global `fetch` and no signal, and takes no fetch of ours: a Storefront API that never answers
 * would leave the cart "updating" for good, every later Add to Cart waiting behind it. While the
 * cart runs, a request to the Storefront API that carries no signal of its own gets the store's
 * backend deadline (src/lib/deadline.ts); hydrogen-react reads the abort as a failed request, the
 * cart says it could not be updated, and the next change is sent as usual. Requests that bring
 * their own signal (the store's queries, which have the same deadline) are left as they are.
 */
import { BACKEND_DEADLINE_MS } from '../../deadline';
import { storefrontApiUrl } from '../client';

function addressOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** Installs the deadline; the returned function removes it again. */
export function giveCartRequestsADeadline(
  endpoint: string = storefrontApiUrl,
  ms: number = BACKEND_DEADLINE_MS,
): () => void {
  const original = globalThis.fetch;
  const fetchWithDeadline: typeof fetch = (input, init) => {
    const signalled = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (addressOf(input) !== endpoint || signalled) return original(input, init);
    return original(input, { ...init, signal: AbortSignal.timeout(ms) });
  };
  globalThis.fetch = fetchWithDeadline;
  return () => {
    if (globalThis.fetch === fetchWithDeadline) globalThis.fetch = original;
  };
}
