import { FeedError } from './feed-error.js';

export const DEFAULT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_BYTES = 1_000_000;

export interface FetchFeedOptions {
  fetch?: typeof fetch;
  /** For the whole exchange, body included: a server that trickles bytes is cut off too. */
  timeoutMs?: number;
  maxBytes?: number;
}

/**
 * Why a feed address is refused, or undefined when it may be fetched. Feeds are configured by
 * editors, so only plain web addresses are allowed: no `file:`, `data:`, `javascript:` or `ftp:`,
 * and no credentials, which would end up in logs and in Sanity.
 */
export function feedUrlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a valid address';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    return `the "${parsed.protocol.slice(0, -1)}" scheme is not allowed, only http(s)`;
  }
  if (parsed.username || parsed.password) return 'credentials in the address are not allowed';
  if (!parsed.hostname) return 'the address has no host';
  return undefined;
}

/**
 * Downloads a feed as text with a deadline and a size cap, so one slow or huge source cannot stall
 * or exhaust a refresh. Throws `FeedError` for every refusal.
 */
export async function fetchFeedText(url: string, options: FetchFeedOptions = {}): Promise<string> {
  const {
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
    return await Promise.race([download(url, fetchImpl, signal, maxBytes), deadline]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

async function download(
  url: string,
  fetchImpl: typeof fetch,
  signal: AbortSignal,
  maxBytes: number,
): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      signal,
      redirect: 'follow',
      headers: {
        accept:
          'text/calendar, application/rss+xml, application/atom+xml, application/feed+json, application/json, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
      },
    });
  } catch (error) {
    throw new FeedError(`${url} could not be fetched: ${errorMessage(error)}`, { cause: error });
  }
  // A redirect may lead elsewhere; the final address must pass the same check.
  const redirectProblem = response.url ? feedUrlProblem(response.url) : undefined;
  if (redirectProblem) {
    discardBody(response);
    throw new FeedError(`${url} redirected to a refused address: ${redirectProblem}.`);
  }
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
