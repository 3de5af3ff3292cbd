import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import type { PrerenderedState } from '../lib/hydration/prerendered-state';
import { createQueryClient } from './query-client';
import { createRoutes } from './router';

/**
 * The query cache and router of a store in the browser. A prerendered page hands over its data
 * and the code of the page being shown is loaded first, so hydration renders exactly the HTML
 * the build made, with no loading screen and no request.
 */
export async function createStore(prerendered: PrerenderedState | null) {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  if (prerendered) {
    hydrate(queryClient, __MOCK_BACKENDS__ ? receivedNow(prerendered) : prerendered.queries);
    await loadLazyRoutes(routes, window.location.pathname);
  }
  const router = createBrowserRouter(routes, { hydrationData: prerendered?.router });
  return { queryClient, router };
}

/**
 * In mock mode the content is part of the build, so what the page was prerendered with is what the
 * mock backends would answer now: count it as just received instead of asking again.
 */
function receivedNow({ queries }: PrerenderedState): PrerenderedState['queries'] {
  const now = Date.now();
  return {
    ...queries,
    queries: queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: now },
    })),
  };
}

async function loadLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      // Its code could not be loaded: the page stays as it was prerendered (main.tsx).
      if (!loaded.Component) {
        throw new Error(`The code of ${pathname} could not be loaded.`);
      }
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
