/**
 * Backends that never answer, or answer "too many requests": the store gives up at its deadline
 * with the message a shopper sees, and asks Sanity once per query (React Query decides on retries).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { contentQueryEndpoint } from '../../mocks/sanity/handlers';
import { storefrontEndpoint } from '../../mocks/shopify/handlers';
import { BACKEND_DEADLINE_MS, DeadlineError, withinDeadline } from './deadline';
import { fetchCommunityList } from './firebase/firestore';
import { fetchContent } from './sanity/fetch-content';
import { faqPageQuery } from './sanity/queries/faq';
import { StorefrontError } from './shopify/errors';
import { shopifyFetch } from './shopify/client';
import { ProductByHandleDocument } from './shopify/generated/graphql';

const sanityQuery = contentQueryEndpoint;

afterEach(() => {
  vi.useRealTimers();
});

/** Settles `promise` after the deadline has passed on a fake clock, and returns how it settled. */
async function afterTheDeadline(promise: Promise<unknown>) {
  const settled = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(BACKEND_DEADLINE_MS + 10);
  return settled;
}

describe('the backend deadline', () => {
  it('is ten seconds', () => {
    expect(BACKEND_DEADLINE_MS).toBe(10_000);
  });

  it('gives up on a Storefront API that never answers, in the shopper’s words', async () => {
    // The client loads on the first request: loaded first, so that the deadline starts at once below.
    await shopifyFetch(ProductByHandleDocument, { handle: 'coq10' }, 'product');
    server.use(http.post(storefrontEndpoint, () => delay('infinite')));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outcome = await afterTheDeadline(
      shopifyFetch(ProductByHandleDocument, { handle: 'coq10' }, 'product'),
    );
    expect(outcome).toEqual({ error: expect.any(StorefrontError) });
    const error = (outcome as { error: StorefrontError }).error;
    expect(error.reason).toBe('unavailable');
    expect(error.message).toBe('We could not load this product. Please check your connection and try again.');
  });

  it('gives up on a Sanity that never answers, in the shopper’s words', async () => {
    await fetchContent(faqPageQuery);
    server.use(http.get(sanityQuery, () => delay('infinite')));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outcome = await afterTheDeadline(fetchContent(faqPageQuery));
    expect(outcome).toMatchObject({
      error: {
        reason: 'unavailable',
        message: 'We could not load this content. Please check your connection and try again.',
      },
    });
  });

  it('stops waiting for a Firestore that never answers', async () => {
    // The SDK loads and reaches the mock Firestore once, so that the wait below is Firestore's alone.
    await fetchCommunityList('health_events');
    server.use(http.all('*/v1/projects/*', () => delay('infinite')));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outcome = await afterTheDeadline(fetchCommunityList('health_events'));
    expect(outcome).toEqual({ error: new DeadlineError(BACKEND_DEADLINE_MS) });
  });

  it('lets an answer within the deadline through, and stops the clock', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await expect(withinDeadline(Promise.resolve('answer'))).resolves.toBe('answer');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('asks Sanity once per query while it answers 429: retrying is React Query’s job', async () => {
    let requests = 0;
    server.use(
      http.get(sanityQuery, () => {
        requests += 1;
        return HttpResponse.json({ error: 'Too many requests' }, { status: 429 });
      }),
    );
    await expect(fetchContent(faqPageQuery)).rejects.toMatchObject({
      reason: 'unavailable',
    });
    expect(requests).toBe(1);
  });
});
