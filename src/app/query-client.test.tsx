/**
 * One deadline per shopper action, retries included: a backend that never answers shows its error
 * at the deadline (10 s), not after a retry's own deadline, nor again when the page mounts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { contentQueryEndpoint } from '../../mocks/sanity/handlers';
import { storefrontEndpoint } from '../../mocks/shopify/handlers';
import { BACKEND_DEADLINE_MS } from '../lib/deadline';
import { faqPageQueryOptions } from '../lib/sanity/queries/faq';
import { productsQueryOptions } from '../lib/shopify';
import { usePreload } from '../lib/hydration/use-preload';
import { createQueryClient, holdRefreshesWhileHydrating, refreshAfterHydration } from './query-client';

const sanityQuery = contentQueryEndpoint;

afterEach(() => {
  vi.useRealTimers();
});

/** How a read settled, or 'waiting'. */
function watch(promise: Promise<unknown>) {
  let outcome: 'waiting' | 'answered' | Error = 'waiting';
  promise.then(
    () => (outcome = 'answered'),
    (error: Error) => (outcome = error),
  );
  return () => outcome;
}

/** Counts the requests `handler` answers. */
function counted<Args extends unknown[], Result>(handler: (...args: Args) => Result) {
  const calls = { count: 0 };
  return {
    calls,
    handler: (...args: Args) => {
      calls.count += 1;
      return handler(...args);
    },
  };
}

describe('a read of a backend that never answers', () => {
  it('fails at the deadline, with no retry after it (Shopify)', async () => {
    const queryClient = createQueryClient();
    // The Storefront client loads on the first request: loaded first, so that the clock below is the backend's.
    await queryClient.fetchQuery(productsQueryOptions());
    queryClient.clear();
    const never = counted(() => delay('infinite'));
    server.use(http.post(storefrontEndpoint, never.handler));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

    const outcome = watch(queryClient.fetchQuery(productsQueryOptions()));
    await vi.advanceTimersByTimeAsync(BACKEND_DEADLINE_MS - 10);
    expect(outcome()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(20);
    expect(outcome()).toMatchObject({
      message: 'We could not load products. Please check your connection and try again.',
    });
    expect(never.calls.count).toBe(1);
  });

  it('retries a quick failure within the same deadline (Sanity)', async () => {
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(faqPageQueryOptions);
    queryClient.clear();
    let requests = 0;
    server.use(
      http.get(sanityQuery, () => {
        requests += 1;
        // The first attempt fails at once, the retry is never answered.
        return requests === 1 ? HttpResponse.error() : delay('infinite');
      }),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

    const outcome = watch(queryClient.fetchQuery(faqPageQueryOptions));
    await vi.advanceTimersByTimeAsync(BACKEND_DEADLINE_MS - 10);
    expect(requests, 'the quick failure was retried').toBe(2);
    expect(outcome()).toBe('waiting');
    await vi.advanceTimersByTimeAsync(20);
    expect(outcome()).toMatchObject({
      message: 'We could not load this content. Please check your connection and try again.',
    });
  });

  it('is not asked again by the page that shows the failure its loader met', async () => {
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(productsQueryOptions());
    queryClient.clear();
    const never = counted(() => delay('infinite'));
    server.use(http.post(storefrontEndpoint, never.handler));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // The loader's read (a deferred read, src/lib/route-data.ts) gives up at the deadline ...
    const loaded = queryClient.ensureQueryData(productsQueryOptions()).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(BACKEND_DEADLINE_MS + 10);
    await loaded;
    vi.useRealTimers();

    // ... and the page then shows that failure at once.
    function Products() {
      const products = useQuery(productsQueryOptions());
      return <p>{products.isError ? products.error.message : 'Loading products…'}</p>;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Products />
      </QueryClientProvider>,
    );
    expect(
      screen.getByText('We could not load products. Please check your connection and try again.'),
    ).toBeInTheDocument();
    expect(never.calls.count).toBe(1);
  });
});

describe("a prerendered page's answers, once it has hydrated", () => {
  it('are asked again when older than five minutes, once it answers taps', async () => {
    const queryClient = createQueryClient();
    holdRefreshesWhileHydrating(queryClient);
    const asked: string[] = [];
    const answerOf = (name: string) => ({
      queryKey: ['prerendered', name],
      queryFn: async () => {
        asked.push(name);
        return `${name}, now`;
      },
    });
    const built = Date.now();
    queryClient.setQueryData(['prerendered', 'prices'], 'prices, at the build', {
      updatedAt: built - 6 * 60_000,
    });
    queryClient.setQueryData(['prerendered', 'reviews'], 'reviews, at the build', {
      updatedAt: built - 6 * 60_000,
    });
    queryClient.setQueryData(['prerendered', 'footer'], 'footer, just read', { updatedAt: built });
    function Part({ name }: { name: string }) {
      return <p>{useQuery(answerOf(name)).data}</p>;
    }
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(
      <QueryClientProvider client={queryClient}>
        <Part name="prices" />
        <Part name="reviews" />
        <Part name="footer" />
      </QueryClientProvider>,
    );
    // Hydrating, the parts mount without asking.
    expect(asked).toEqual([]);

    // Once it has hydrated, the stale ones are asked again, in tasks after the one that marks it so.
    refreshAfterHydration(queryClient);
    expect(asked).toEqual([]);
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect(asked).toEqual(['prices', 'reviews']);
    expect(await screen.findByText('reviews, now')).toBeInTheDocument();
    expect(screen.getByText('footer, just read')).toBeInTheDocument();
  });

  it("are asked again only once the first tap's code has come", async () => {
    const queryClient = createQueryClient();
    const asked: string[] = [];
    queryClient.setQueryData(['prerendered', 'prices'], 'prices, at the build', {
      updatedAt: Date.now() - 6 * 60_000,
    });
    let drawerCodeIn = () => {};
    const drawerCode = new Promise<void>((resolve) => (drawerCodeIn = resolve));
    function Frame() {
      usePreload(() => drawerCode);
      const prices = useQuery({
        queryKey: ['prerendered', 'prices'],
        queryFn: async () => {
          asked.push('prices');
          return 'prices, now';
        },
      });
      return <p>{prices.data}</p>;
    }
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    holdRefreshesWhileHydrating(queryClient);
    render(
      <QueryClientProvider client={queryClient}>
        <Frame />
      </QueryClientProvider>,
    );
    await vi.runAllTimersAsync();

    refreshAfterHydration(queryClient);
    await vi.runAllTimersAsync();
    expect(asked, 'the drawer is still on its way').toEqual([]);

    drawerCodeIn();
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    expect(asked).toEqual(['prices']);
    expect(await screen.findByText('prices, now')).toBeInTheDocument();
  });
});
