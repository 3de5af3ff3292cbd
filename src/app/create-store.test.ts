import { afterEach, expect, it, vi } from 'vitest';
import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { faqPageQueryOptions } from '../lib/sanity/queries/faq';
import { createStore } from './create-store';
import { refreshAfterHydration } from './query-client';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

it("asks for a prerendered page's answers again once it answers taps, however recent its build", async () => {
  // The build read the FAQ a moment ago.
  const build = new QueryClient();
  await build.fetchQuery(faqPageQueryOptions);
  window.history.replaceState(null, '', '/faq');
  const { queryClient, hydrate } = await createStore({ page: '/faq', queries: dehydrate(build), router: {} });
  expect(hydrate).toBe(true);

  // Hydrating, the page shows the build's answer and asks nothing.
  const shown = new QueryObserver(queryClient, faqPageQueryOptions);
  const stop = shown.subscribe(() => {});
  const answer = queryClient.getQueryCache().find({ queryKey: faqPageQueryOptions.queryKey })!;
  expect(shown.getCurrentResult().data).toEqual(build.getQueryData(faqPageQueryOptions.queryKey));
  expect(answer.state.fetchStatus).toBe('idle');

  // Once it answers taps, the answer is asked for again, though it is not five minutes old.
  refreshAfterHydration(queryClient);
  await vi.waitFor(() => expect(answer.state.dataUpdateCount).toBe(2), { timeout: 10_000 });
  stop();
});
