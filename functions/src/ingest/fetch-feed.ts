import { FeedError } from './feed-error.js';
import { hostProblem, isPrivateAddress } from './public-address.js';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 1_000_000;
/** Redirects followed at most; each hop is checked like the first address. */
export const MAX_REDIRECTS = 5;

export interface FetchFeedOptions {
  /**
   * Every address a host name resolves to (the Function passes a DNS lookup, resolve-host.ts). A name
   * with any address that is not public is refused, so a feed cannot point the Function at its own
   * machine, the private network or the metadata server.
   */
  resolveHost: (hostname: string) => Promise<string[]>;
  fetch?: typeof fetch;
  /** For the whole exchange, body included: a server that trickles bytes is cut off too. */
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * Why a feed address is refused, or undefined when it may be fetched. Feeds are configured by
 * editors, so only public https addresses are allowed: no `http:`, `file:`, `data:`, `javascript:`
 * or `ftp:`, no credentials (which would end up in logs and in Sanity), and no host that is this
 * machine or a private one (`localhost`, `127.0.0.1` however written, `10.0.0.1`, `[::1]`,
 * `169.254.169.254`, `metadata.google.internal`…). Names are checked again once resolved.
 */
export function feedUrlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a valid address';
  }
  if (parsed.protocol !== 'https:') {
    return `the "${parsed.protocol.slice(0, -1)}" scheme is not allowed, only https`;
  }
  if (parsed.username || parsed.password) return 'credentials in the address are not allowed';
  if (!parsed.hostname) return 'the address has no host';
  return hostProblem(parsed.hostname);
}

/** Why the host of an address that passed `feedUrlProblem` is refused once resolved, or undefined. */
async function resolvedHostProblem(
  url: URL,
  resolveHost: FetchFeedOptions['resolveHost'],
): Promise<string | undefined> {
  const bare = url.hostname.replace(/^\[|\]$/g, '');
  // An address written as an IP was judged by feedUrlProblem already.
  if (/^[\d.]+$/.test(bare) || bare.includes(':')) return undefined;
  let addresses: string[];
  try {
    addresses = await resolveHost(url.hostname);
  } catch (error) {
    return `${url.hostname} could not be resolved (${errorMessage(error)})`;
  }
  if (addresses.length === 0) return `${url.hostname} could not be resolved`;
  const inside = addresses.find((address) => isPrivateAddress(address));
  return inside ? `${url.hostname} resolves to ${inside}, which is not a public address` : undefined;
}

/**
 * Downloads a feed as text with a deadline and a size cap, so one slow or huge source cannot stall
 * or exhaust a refresh. Throws `FeedError` for every refusal.
 */
export async function fetchFeedText(url: string, options: FetchFeedOptions): Promise<string> {
  const {
    resolveHost,
    fetch: fetchImpl = globalThis.fetch,
    timeoutMs = DEFAULT_TIMEOUT_MS,
    maxBytes = DEFAULT_MAX_BYTES,
  } = options;
  const problem = feedUrlProblem(url);
  if (problem) throw new FeedError(`Refused feed address ${JSON.stringify(url)}: ${problem}.`);

  const signal = AbortSignal.timeout(timeoutMs);
  // The deadline must hold even for a fetch that ignores its signal.
  let onAbort = () => {};
  const deadline = new Promise<never>((_resolve, reject) => {
    onAbort = () => reject(new FeedError(`${url} did not answer within ${timeoutMs} ms.`));
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([download(url, { resolveHost, fetchImpl, signal, maxBytes }), deadline]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

interface Download {
  resolveHost: FetchFeedOptions['resolveHost'];
  fetchImpl: typeof fetch;
  signal: AbortSignal;
  maxBytes: number;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches `url`, following redirects by hand so that every hop passes the same checks as the
 * first address (scheme, host, and the addresses its name resolves to). What is left is the moment
 * between our lookup and fetch's own (DNS rebinding); a Function with no route to private networks
 * closes it.
 */
async function fetchChecked(url: string, { resolveHost, fetchImpl, signal }: Download): Promise<Response> {
  let address = new URL(url);
  for (let hop = 0; ; hop += 1) {
    const problem = await resolvedHostProblem(address, resolveHost);
    if (problem) {
      throw new FeedError(
        hop === 0
          ? `Refused feed address ${JSON.stringify(url)}: ${problem}.`
          : `${url} redirected to a refused address: ${problem}.`,
      );
    }
    let response: Response;
    try {
      response = await fetchImpl(address.href, {
        signal,
        redirect: 'manual',
        headers: {
          accept:
            'text/calendar, application/rss+xml, application/atom+xml, application/feed+json, application/json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
        },
      });
    } catch (error) {
      throw new FeedError(`${url} could not be fetched: ${errorMessage(error)}`, { cause: error });
    }
    const location = response.headers.get('location');
    if (!redirectStatuses.has(response.status) || location === null) return response;
    discardBody(response);
    if (hop >= MAX_REDIRECTS) throw new FeedError(`${url} redirected more than ${MAX_REDIRECTS} times.`);
    let next: URL;
    try {
      next = new URL(location, address);
    } catch {
      throw new FeedError(`${url} redirected to a refused address: not a valid address.`);
    }
    const nextProblem = feedUrlProblem(next.href);
    if (nextProblem) throw new FeedError(`${url} redirected to a refused address: ${nextProblem}.`);
    address = next;
  }
}

async function download(url: string, options: Download): Promise<string> {
  const { maxBytes } = options;
  const response = await fetchChecked(url, options);
  if (!response.ok) {
    discardBody(response);
    throw new FeedError(`${url} answered HTTP ${response.status}.`);
  }
  const declaredLength = Number(response.headers.get('content-length'));
  if (declaredLength > maxBytes) {
    discardBody(response);
    throw new FeedError(`${url} is larger than ${maxBytes} bytes.`);
  }
  const bytes = await readCapped(url, response, maxBytes);
  return decodeText(bytes, response.headers.get('content-type'));
}

/** Reads the body chunk by chunk and stops as soon as it passes the cap (Content-Length can lie). */
async function readCapped(url: string, response: Response, maxBytes: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array();
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        void reader.cancel().catch(() => {});
        throw new FeedError(`${url} is larger than ${maxBytes} bytes.`);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof FeedError) throw error;
    throw new FeedError(`${url} could not be read: ${errorMessage(error)}`, { cause: error });
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Honours the declared charset when the platform knows it; feeds are UTF-8 otherwise. */
function decodeText(bytes: Uint8Array, contentType: string | null): string {
  const charset = /charset\s*=\s*"?([\w.:-]+)"?/i.exec(contentType ?? '')?.[1];
  if (charset) {
    try {
      return new TextDecoder(charset).decode(bytes);
    } catch {
      // An unknown label: fall back to UTF-8 rather than refuse the feed.
    }
  }
  return new TextDecoder('utf-8').decode(bytes);
}

/**
 * Frees the connection of an answer we will not read. Not awaited: some bodies only settle a
 * cancel once fully received, which is what the refusal is there to avoid.
 */
function discardBody(response: Response): void {
  void response.body?.cancel().catch(() => {});
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
