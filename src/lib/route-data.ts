/**
 * How a page gets its data. A route module exports `clientLoader = routeData(...)`: the loader fills
 * the query cache before the page renders (in the browser, and at build time for the prerendered
 * HTML), and the page then reads the same queries. Data is split the way Hydrogen splits it:
 *
 * - **critical**: the page cannot be shown without it. A failure is the page's failure (its error
 *   page, with Try again); "no such product" can be an answer of its own (`ifNotFound`).
 * - **deferred**: a section of the page shows it. It loads with the page, so a prerendered page
 *   carries it too, but if it fails the page renders anyway and the section says so, with its own
 *   Try again (the query's error is in the cache for it to read).
 * - **prefetch**: a dialog the page opens shows it (a collection's products, the quiz's
 *   questions). The browser asks for it beside the page, which does not wait for it; the build does
 *   wait, so a prerendered page carries it and the dialog opens with no request.
 *
 * Data that must never be in a prerendered page (lists an admin refreshes after the build, what
 * belongs to one shopper) is read in the browser once the page is hydrated: `useQueryOnceHydrated`.
 */
import {
  useQuery,
  type EnsureQueryDataOptions,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';
import { useHydrated } from './hydration/use-hydrated';

type ReadOptions<Data, Key extends QueryKey> = EnsureQueryDataOptions<Data, Error, Data, Key>;

export interface PageData {
  critical<Data, Key extends QueryKey>(options: ReadOptions<Data, Key>): Promise<Data>;
  /** With `ifNotFound`, a backend's "there is no such thing" resolves with that value instead. */
  critical<Data, Key extends QueryKey, Missing>(
    options: ReadOptions<Data, Key>,
    ifNotFound: { ifNotFound: Missing },
  ): Promise<Data | Missing>;
  /** Resolves with the data, or undefined when it could not be loaded. */
  deferred<Data, Key extends QueryKey>(options: ReadOptions<Data, Key>): Promise<Data | undefined>;
  /** Resolves at once in the browser, once the data is in (or failed) when prerendering. */
  prefetch<Data, Key extends QueryKey>(options: ReadOptions<Data, Key>): Promise<void>;
  /** For what the helpers above do not say (e.g. showing a product already in the catalogue list). */
  queryClient: QueryClient;
}

/** What src/app/router.tsx gives a route module: its loader, made with the store's query cache. */
export type RouteLoader = (queryClient: QueryClient) => LoaderFunction;

/**
 * Adapters say "not found" with an error whose `reason` is `not-found` (ContentError of
 * lib/sanity, StorefrontError of lib/shopify).
 */
function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'reason' in error && error.reason === 'not-found';
}

/**
 * A route's loader: `load` asks for the page's data; what it returns is the route's loader data
 * (most pages return nothing and read their queries).
 */
export function routeData<Result = null>(
  load: (data: PageData, args: LoaderFunctionArgs) => Promise<Result> | Result,
): RouteLoader {
  return (queryClient) => async (args) => {
    const data: PageData = {
      queryClient,
      critical: <Data, Key extends QueryKey, Missing>(
        options: ReadOptions<Data, Key>,
        missing?: { ifNotFound: Missing },
      ) =>
        queryClient.ensureQueryData(options).catch((error: unknown) => {
          if (missing && isNotFound(error)) return missing.ifNotFound;
          throw error;
        }),
      deferred: (options) => queryClient.ensureQueryData(options).catch(() => undefined),
      prefetch: async (options) => {
        const read = queryClient.prefetchQuery(options);
        if (import.meta.env.SSR) await read;
      },
    };
    return (await load(data, args)) ?? null;
  };
}

/** A page whose only data is one critical read. */
export function criticalData<Data, Key extends QueryKey>(read: ReadOptions<Data, Key>): RouteLoader {
  return routeData(async ({ critical }) => {
    await critical(read);
    return null;
  });
}

/**
 * A read the prerendered page must not contain: the HTML shows the section loading, and the query
 * starts once the page is hydrated (and whenever the caller's own `enabled` allows).
 */
export function useQueryOnceHydrated<Data, Key extends QueryKey>(
  options: UseQueryOptions<Data, Error, Data, Key>,
) {
  const hydrated = useHydrated();
  return useQuery({ ...options, enabled: hydrated && options.enabled !== false });
}
