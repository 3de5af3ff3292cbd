import { describe, expect, it, vi } from 'vitest';
import { FeedError } from './feed-error.js';
import { feedUrlProblem, fetchFeedText } from './fetch-feed.js';

const FEED_URL = 'https://feeds.example.org/events.ics';

/** A DNS where every name is a public host, unless the test says otherwise. */
const publicDns = async (_hostname: string) => ['93.184.215.14'];

/** A fetch that answers every request with this body (a stream, like a real network body). */
function answering(body: string | Uint8Array[], init: ResponseInit = {}) {
  return vi.fn<typeof fetch>(async () => {
    const chunks = typeof body === 'string' ? [new TextEncoder().encode(body)] : body;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    return new Response(stream, init);
  });
}

describe('feed addresses', () => {
  it.each([
    ['javascript:alert(1)', 'the "javascript" scheme is not allowed, only https'],
    ['file:///etc/passwd', 'the "file" scheme is not allowed, only https'],
    ['ftp://feeds.example.org/events.ics', 'the "ftp" scheme is not allowed, only https'],
    ['data:text/calendar,BEGIN:VCALENDAR', 'the "data" scheme is not allowed, only https'],
    ['http://feeds.example.org/events.ics', 'the "http" scheme is not allowed, only https'],
    ['https://127.0.0.1/feed', '127.0.0.1 is not a public address'],
    ['https://0x7f000001/feed', '127.0.0.1 is not a public address'],
    ['https://2130706433/feed', '127.0.0.1 is not a public address'],
    ['https://0177.0.0.1/feed', '127.0.0.1 is not a public address'],
    ['https://10.0.0.1/feed', '10.0.0.1 is not a public address'],
    ['https://172.20.1.1/feed', '172.20.1.1 is not a public address'],
    ['https://192.168.1.10/feed', '192.168.1.10 is not a public address'],
    ['https://169.254.169.254/computeMetadata/v1/', '169.254.169.254 is not a public address'],
    ['https://100.64.0.1/feed', '100.64.0.1 is not a public address'],
    ['https://0.0.0.0/feed', '0.0.0.0 is not a public address'],
    ['https://[::1]/feed', '[::1] is not a public address'],
    ['https://[::]/feed', '[::] is not a public address'],
    ['https://[::ffff:127.0.0.1]/feed', '[::ffff:7f00:1] is not a public address'],
    ['https://[::ffff:a9fe:a9fe]/feed', '[::ffff:a9fe:a9fe] is not a public address'],
    ['https://[::127.0.0.1]/feed', '[::7f00:1] is not a public address'],
    ['https://[2002:7f00:1::]/feed', '[2002:7f00:1::] is not a public address'],
    ['https://[64:ff9b:1::a9fe:a9fe]/feed', '[64:ff9b:1::a9fe:a9fe] is not a public address'],
    ['https://[fec0::1]/feed', '[fec0::1] is not a public address'],
    ['https://[fd00::1]/feed', '[fd00::1] is not a public address'],
    ['https://[fe80::1]/feed', '[fe80::1] is not a public address'],
    ['https://localhost/feed', 'localhost is not a public host'],
    ['https://feeds.localhost/feed', 'feeds.localhost is not a public host'],
    ['https://metadata.google.internal/computeMetadata/v1/', 'metadata.google.internal is not a public host'],
    ['https://metadata/computeMetadata/v1/', 'metadata is not a public host'],
    ['https://intranet/feed', 'intranet is not a public host name'],
    ['https://editor:secret@feeds.example.org/events.ics', 'credentials in the address are not allowed'],
    ['feeds.example.org/events.ics', 'not a valid address'],
    ['', 'not a valid address'],
  ])('refuses %j', async (url, problem) => {
    expect(feedUrlProblem(url)).toBe(problem);
    const fetchSpy = answering('never read');
    await expect(fetchFeedText(url, { resolveHost: publicDns, fetch: fetchSpy })).rejects.toThrow(FeedError);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each([
    'https://feeds.example.org/events.ics',
    'https://feeds.example.org:8443/feed?region=ny',
    'https://93.184.215.14/feed',
    'https://[2606:2800:21f:cb07:6820:80da:af6b:8b2c]/feed',
  ])('accepts %j', (url) => {
    expect(feedUrlProblem(url)).toBeUndefined();
  });
});

describe('fetchFeedText', () => {
  it('returns the body of a successful answer', async () => {
    const text = await fetchFeedText(FEED_URL, {
      resolveHost: publicDns,
      fetch: answering('BEGIN:VCALENDAR'),
    });
    expect(text).toBe('BEGIN:VCALENDAR');
  });

  it('decodes the charset the server declares', async () => {
    const latin1 = [new Uint8Array([0x43, 0x61, 0x66, 0xe9])]; // "Café" in ISO-8859-1
    const text = await fetchFeedText(FEED_URL, {
      resolveHost: publicDns,
      fetch: answering(latin1, { headers: { 'content-type': 'application/rss+xml; charset=ISO-8859-1' } }),
    });
    expect(text).toBe('Café');
  });

  it.each([404, 500, 503])('treats HTTP %i as a failure', async (status) => {
    await expect(
      fetchFeedText(FEED_URL, { resolveHost: publicDns, fetch: answering('Not here', { status }) }),
    ).rejects.toThrow(`${FEED_URL} answered HTTP ${status}.`);
  });

  it('does not wait for the body of an answer it refuses', async () => {
    const endless = vi.fn<typeof fetch>(async () => {
      const stream = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode('<html>')),
        cancel: () => new Promise<void>(() => {}),
      });
      return new Response(stream, { status: 503 });
    });
    await expect(
      fetchFeedText(FEED_URL, { resolveHost: publicDns, fetch: endless, timeoutMs: 1000 }),
    ).rejects.toThrow('answered HTTP 503');
  });

  it('stops reading once the body passes the byte cap, whatever Content-Length says', async () => {
    const chunk = new Uint8Array(400).fill(0x61);
    const fetchSpy = answering([chunk, chunk, chunk], { headers: { 'content-length': '10' } });
    await expect(
      fetchFeedText(FEED_URL, { resolveHost: publicDns, fetch: fetchSpy, maxBytes: 1000 }),
    ).rejects.toThrow(`${FEED_URL} is larger than 1000 bytes.`);
  });

  it('refuses a body whose declared length is over the cap before reading it', async () => {
    const fetchSpy = answering('small', { headers: { 'content-length': '2000000' } });
    await expect(fetchFeedText(FEED_URL, { resolveHost: publicDns, fetch: fetchSpy })).rejects.toThrow(
      'is larger than 1000000 bytes',
    );
  });

  it('accepts a body of exactly the cap', async () => {
    const text = await fetchFeedText(FEED_URL, {
      resolveHost: publicDns,
      fetch: answering('x'.repeat(1000)),
      maxBytes: 1000,
    });
    expect(text).toHaveLength(1000);
  });

  it('gives up on a server that never answers', async () => {
    const neverAnswers = vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));
    await expect(
      fetchFeedText(FEED_URL, { resolveHost: publicDns, fetch: neverAnswers, timeoutMs: 30 }),
    ).rejects.toThrow(`${FEED_URL} did not answer within 30 ms.`);
    expect(neverAnswers.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it('gives up on a body that never ends', async () => {
    const trickle = vi.fn<typeof fetch>(async () => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('BEGIN:VCALENDAR'));
        },
      });
      return new Response(stream);
    });
    await expect(
      fetchFeedText(FEED_URL, { resolveHost: publicDns, fetch: trickle, timeoutMs: 30 }),
    ).rejects.toThrow('did not answer');
  });

  it('reports network errors as feed errors', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(fetchFeedText(FEED_URL, { resolveHost: publicDns, fetch: offline })).rejects.toThrow(
      new FeedError(`${FEED_URL} could not be fetched: fetch failed`),
    );
  });

  it.each([
    ['file:///etc/passwd', 'the "file" scheme is not allowed, only https'],
    ['http://feeds.example.org/events.ics', 'the "http" scheme is not allowed, only https'],
    ['https://169.254.169.254/computeMetadata/v1/', '169.254.169.254 is not a public address'],
    ['https://metadata.google.internal/', 'metadata.google.internal is not a public host'],
  ])('refuses a redirect to %j without fetching it', async (location, problem) => {
    const redirecting = vi.fn<typeof fetch>(
      async () => new Response(null, { status: 302, headers: { location } }),
    );
    await expect(fetchFeedText(FEED_URL, { resolveHost: publicDns, fetch: redirecting })).rejects.toThrow(
      `${FEED_URL} redirected to a refused address: ${problem}.`,
    );
    expect(redirecting).toHaveBeenCalledTimes(1);
    expect(redirecting.mock.calls[0]?.[1]?.redirect).toBe('manual');
  });

  it('follows a redirect to another public https address, checking its host', async () => {
    const resolveHost = vi.fn(publicDns);
    const hops = vi.fn<typeof fetch>(async (input) =>
      String(input) === FEED_URL
        ? new Response(null, { status: 301, headers: { location: 'https://cdn.example.net/events.ics' } })
        : new Response('BEGIN:VCALENDAR'),
    );
    await expect(fetchFeedText(FEED_URL, { resolveHost, fetch: hops })).resolves.toBe('BEGIN:VCALENDAR');
    expect(resolveHost.mock.calls.map(([host]) => host)).toEqual(['feeds.example.org', 'cdn.example.net']);
  });

  it('refuses a redirect to a name that resolves to a private address', async () => {
    const resolveHost = async (host: string) =>
      host === 'feeds.example.org' ? ['93.184.215.14'] : ['10.1.2.3'];
    const redirecting = vi.fn<typeof fetch>(
      async () => new Response(null, { status: 307, headers: { location: 'https://rebound.example.net/x' } }),
    );
    await expect(fetchFeedText(FEED_URL, { resolveHost, fetch: redirecting })).rejects.toThrow(
      'redirected to a refused address: rebound.example.net resolves to 10.1.2.3, which is not a public address.',
    );
    expect(redirecting).toHaveBeenCalledTimes(1);
  });

  it('gives up after five redirects', async () => {
    const loop = vi.fn<typeof fetch>(
      async () => new Response(null, { status: 302, headers: { location: '/again' } }),
    );
    await expect(fetchFeedText(FEED_URL, { resolveHost: publicDns, fetch: loop })).rejects.toThrow(
      'redirected more than 5 times',
    );
    expect(loop).toHaveBeenCalledTimes(6);
  });

  it.each([
    [['127.0.0.1'], 'resolves to 127.0.0.1'],
    [['93.184.215.14', '::1'], 'resolves to ::1'],
    [['169.254.169.254'], 'resolves to 169.254.169.254'],
    [[], 'could not be resolved'],
  ])('refuses a name that resolves to %j before fetching', async (addresses, problem) => {
    const fetchSpy = answering('never read');
    await expect(
      fetchFeedText(FEED_URL, { resolveHost: async () => addresses, fetch: fetchSpy }),
    ).rejects.toThrow(problem);
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
