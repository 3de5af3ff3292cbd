import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import type { PrerenderedState } from '../lib/hydration/prerendered-state';
import { createQueryClient, holdRefreshesWhileHydrating } from './query-client';
import { createRoutes } from './router';

/**
 * The query cache and router of a store in the browser. A prerendered page hands over its data
 * and the code of the page being shown is loaded first, so hydration renders exactly the HTML
 * the build made, with no loading screen and no request. That data is as old as the build, however
 * recent: it is marked stale, and asked for again once the page answers taps
 * (`refreshAfterHydration`), on every first visit alike. `hydrate` says whether the page in hand
 * is this address's: if not, the store renders the address itself, as it does the shell.
 */
export async function createStore(found: PrerenderedState | null) {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const prerendered = found && renderedByRouteOf(routes, found.page, window.location.pathname) ? found : null;
  if (prerendered) {
    hydrate(queryClient, prerendered.queries);
    void queryClient.invalidateQueries({ refetchType: 'none' });
    holdRefreshesWhileHydrating(queryClient);
    await loadLazyRoutes(routes, window.location.pathname);
  }
  const router = createBrowserRouter(routes, { hydrationData: prerendered?.router });
  return { queryClient, router, hydrate: prerendered !== null };
}

/**
 * Whether the page in hand was rendered by the route this address leads to. Hosting serves "Page
 * not found" (rendered for `/404`) wherever its rewrites send nothing, and their globs skip a
 * segment that starts with a dot (`/conditions/..%2F..%2Fetc`), an address the route table still
 * gives to a page (a condition's). Hydrating one route's markup as another route's page is a
 * mismatch (React #418, half of each page): such an address is rendered afresh instead.
 */
function renderedByRouteOf(routes: RouteObject[], renderedAt: string, pathname: string): boolean {
  const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;
  return leaf(renderedAt) === leaf(pathname);
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
