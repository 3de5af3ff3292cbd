import { QueryClient } from '@tanstack/react-query';
import { isPastDeadline } from '../lib/deadline';
import { afterPageInteractive } from '../lib/hydration/page-interactive';
import { preloadsSettled } from '../lib/hydration/use-preload';

/**
 * Content changes rarely within a visit: keep answers fresh for 5 minutes. A read that fails is
 * tried once more, within the deadline of the first attempt (src/lib/deadline.ts): a backend that
 * never answers shows its error at the deadline, not after a second one. And a read that failed
 * is asked again when the shopper asks (Try again, or opening the page anew, whose loader asks),
 * not again by the page that mounts right after its loader's read failed.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        retry: (failures, error) => failures < 1 && !isPastDeadline(error),
        retryOnMount: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}

/**
 * A prerendered page hands over answers of the build's time (create-store.ts). While it hydrates,
 * its parts mount without asking for them again: each part that started a refresh as it mounted
 * was rendered once more, in the very task after which the page answers taps (a product page's
 * took 0.3 s at 4x CPU instead of 0.15 s). `refreshAfterHydration` then asks for them again:
 * create-store.ts marks them stale, however recent the build.
 */
export function holdRefreshesWhileHydrating(queryClient: QueryClient): void {
  setRefetchOnMount(queryClient, false);
}

/**
 * The page has hydrated (page-interactive.tsx): parts mounted from now on refresh their answers, and
 * once the code of a first tap has come (`preloadsSettled`: the cart drawer, the phone menu; a tap
 * right after the page answers waited for the drawer behind the Sanity client and the answers'
 * checks), each stale answer is asked again in a task of its own (`afterPageInteractive`). Asking
 * for all in one task took 84-139 ms at 4x CPU on a product page (5 loads), right when the page
 * first answers taps: each first request of a backend imports its client, and each `import()` adds
 * its modulepreload links.
 */
export function refreshAfterHydration(queryClient: QueryClient): void {
  setRefetchOnMount(queryClient, true);
  void preloadsSettled().then(() => refreshStale(queryClient));
}

function refreshStale(queryClient: QueryClient): void {
  for (const query of queryClient.getQueryCache().findAll({ type: 'active', stale: true })) {
    afterPageInteractive(
      () =>
        void queryClient.refetchQueries({
          queryKey: query.queryKey,
          exact: true,
          type: 'active',
          stale: true,
        }),
    );
  }
}

function setRefetchOnMount(queryClient: QueryClient, refetchOnMount: boolean): void {
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, refetchOnMount } });
}
