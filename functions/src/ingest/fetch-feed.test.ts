import { describe, expect, it, vi } from 'vitest';
import { FeedError } from './feed-error.js';
import { feedUrlProblem, fetchFeedText } from './fetch-feed.js';

const FEED_URL = 'https://feeds.example.org/events.ics';

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
    ['javascript:alert(1)', 'the "javascript" scheme is not allowed, only http(s)'],
    ['file:///etc/passwd', 'the "file" scheme is not allowed, only http(s)'],
    ['ftp://feeds.example.org/events.ics', 'the "ftp" scheme is not allowed, only http(s)'],
    ['data:text/calendar,BEGIN:VCALENDAR', 'the "data" scheme is not allowed, only http(s)'],
    ['https://editor:secret@feeds.example.org/events.ics', 'credentials in the address are not allowed'],
    ['feeds.example.org/events.ics', 'not a valid address'],
    ['', 'not a valid address'],
  ])('refuses %j', async (url, problem) => {
    expect(feedUrlProblem(url)).toBe(problem);
    const fetchSpy = answering('never read');
    await expect(fetchFeedText(url, { fetch: fetchSpy })).rejects.toThrow(FeedError);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it.each(['https://feeds.example.org/events.ics', 'http://feeds.example.org:8080/feed?region=ny'])(
    'accepts %j',
    (url) => {
      expect(feedUrlProblem(url)).toBeUndefined();
    },
  );
});

describe('fetchFeedText', () => {
  it('returns the body of a successful answer', async () => {
    const text = await fetchFeedText(FEED_URL, { fetch: answering('BEGIN:VCALENDAR') });
    expect(text).toBe('BEGIN:VCALENDAR');
  });

  it('decodes the charset the server declares', async () => {
    const latin1 = [new Uint8Array([0x43, 0x61, 0x66, 0xe9])]; // "Café" in ISO-8859-1
    const text = await fetchFeedText(FEED_URL, {
      fetch: answering(latin1, { headers: { 'content-type': 'application/rss+xml; charset=ISO-8859-1' } }),
    });
    expect(text).toBe('Café');
  });

  it.each([404, 500, 503])('treats HTTP %i as a failure', async (status) => {
    await expect(fetchFeedText(FEED_URL, { fetch: answering('Not here', { status }) })).rejects.toThrow(
      `${FEED_URL} answered HTTP ${status}.`,
    );
  });

  it('does not wait for the body of an answer it refuses', async () => {
    const endless = vi.fn<typeof fetch>(async () => {
      const stream = new ReadableStream<Uint8Array>({
        start: (controller) => controller.enqueue(new TextEncoder().encode('<html>')),
        cancel: () => new Promise<void>(() => {}),
      });
      return new Response(stream, { status: 503 });
    });
    await expect(fetchFeedText(FEED_URL, { fetch: endless, timeoutMs: 1000 })).rejects.toThrow(
      'answered HTTP 503',
    );
  });

  it('stops reading once the body passes the byte cap, whatever Content-Length says', async () => {
    const chunk = new Uint8Array(400).fill(0x61);
    const fetchSpy = answering([chunk, chunk, chunk], { headers: { 'content-length': '10' } });
    await expect(fetchFeedText(FEED_URL, { fetch: fetchSpy, maxBytes: 1000 })).rejects.toThrow(
      `${FEED_URL} is larger than 1000 bytes.`,
    );
  });

  it('refuses a body whose declared length is over the cap before reading it', async () => {
    const fetchSpy = answering('small', { headers: { 'content-length': '2000000' } });
    await expect(fetchFeedText(FEED_URL, { fetch: fetchSpy })).rejects.toThrow(
      'is larger than 1000000 bytes',
    );
  });

  it('accepts a body of exactly the cap', async () => {
    const text = await fetchFeedText(FEED_URL, { fetch: answering('x'.repeat(1000)), maxBytes: 1000 });
    expect(text).toHaveLength(1000);
  });

  it('gives up on a server that never answers', async () => {
    const neverAnswers = vi.fn<typeof fetch>(() => new Promise<Response>(() => {}));
    await expect(fetchFeedText(FEED_URL, { fetch: neverAnswers, timeoutMs: 30 })).rejects.toThrow(
      `${FEED_URL} did not answer within 30 ms.`,
    );
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
    await expect(fetchFeedText(FEED_URL, { fetch: trickle, timeoutMs: 30 })).rejects.toThrow(
      'did not answer',
    );
  });

  it('reports network errors as feed errors', async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(fetchFeedText(FEED_URL, { fetch: offline })).rejects.toThrow(
      new FeedError(`${FEED_URL} could not be fetched: fetch failed`),
    );
  });

  it('refuses a redirect to an address that is not http(s)', async () => {
    const redirected = vi.fn<typeof fetch>(async () => {
      const response = new Response('secret');
      Object.defineProperty(response, 'url', { value: 'file:///etc/passwd' });
      return response;
    });
    await expect(fetchFeedText(FEED_URL, { fetch: redirected })).rejects.toThrow(
      'redirected to a refused address',
    );
  });
});
