import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import type { RouteLoader } from '../lib/route-data';
import { afterPageInteractive } from '../lib/hydration/page-interactive';
import { PageError } from './page-error';
import { RootLayout, rootLoader } from './layout/root-layout';
import { RouteError } from './route-error';
import { StoreLoadingScreen } from './layout/store-loading-screen';
import { loadCollectionDialog, loadProductDetailDialog, loadQuizDialog } from './layout/store-shell-actions';
import routeTable from './routes.json';

/**
 * A route module exports `Component` and, when it needs data, `clientLoader` (made with
 * `routeData`, src/lib/route-data.ts), which fills the query cache so the page renders with its
 * data, in the browser and when it is prerendered at build time.
 */
type RouteModule = {
  Component: React.ComponentType;
  clientLoader?: RouteLoader;
};

/**
 * A page's code, loaded when the page is first shown. When it cannot be loaded (after a deploy, its
 * file is gone), the page's loader fails instead, so that its error screen says so: React Router
 * renders nothing at all for a route whose `lazy` failed. A page whose own controls open a store
 * dialog asks for the `dialog`'s code before a tap needs it (`pageDialogs` says when).
 */
function lazyRoute(
  queryClient: QueryClient,
  load: () => Promise<RouteModule>,
  dialog?: () => Promise<unknown>,
): RouteObject['lazy'] {
  return async () => {
    // Offline for a moment: the dialog's code is asked for again when it opens.
    dialog?.().catch(() => undefined);
    try {
      const { Component, clientLoader } = await load();
      return { Component, loader: clientLoader?.(queryClient) };
    } catch (error) {
      return {
        loader: () => {
          throw error;
        },
      };
    }
  };
}

/**
 * The frame of every page: the layout (header, footer, the store-wide extras), its data, the
 * loading screen of a first visit and the error page, around the pages in `children`.
 */
export function storeFrame(queryClient: QueryClient, children: RouteObject[]): RouteObject {
  return {
    id: 'root',
    path: '/',
    Component: RootLayout,
    loader: rootLoader(queryClient),
    ErrorBoundary: RouteError,
    HydrateFallback: StoreLoadingScreen,
    children,
  };
}

/**
 * A page of src/app/routes.json: its address, its module under src/features, the dialog it opens.
 * (Its `preload`, the chunks it loads as it arrives, is the build's: build/route-preloads.ts.)
 */
interface PageRoute {
  path: string;
  page: string;
  dialog?: string;
}

/** Each page's module, loaded when the page is first shown (one file per page in the build). */
const pageModules = import.meta.glob<RouteModule>('../features/*/*-route.tsx');

/**
 * The store dialogs a page's own controls open, by the names routes.json gives them, each asking
 * for its code: the quiz's and a collection's at once, before the page hydrates, and a product's
 * details once the page answers taps. Its 15 files (22 kB gzip) arrived while `/shop` hydrated, a
 * task on the main thread between hydration's slices for each piece of each file, and `/shop`
 * answered 150 to 360 ms later on a phone (docs/performance.md, "Code loaded later").
 */
const pageDialogs: Record<string, () => Promise<unknown>> = {
  quiz: loadQuizDialog,
  collection: loadCollectionDialog,
  product: () => new Promise((resolve) => afterPageInteractive(() => resolve(loadProductDetailDialog()))),
};

/**
 * Every page of the store, by address (src/app/routes.json, which the build and the bench read too).
 * Any other address is the last route's: "Page not found", answered with status 404 (dist/404.html).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const pages = (routeTable as PageRoute[]).map(({ path, page, dialog }): RouteObject => {
    const load = pageModules[`../features/${page}.tsx`];
    const opens = dialog === undefined ? undefined : pageDialogs[dialog];
    if (!load || (dialog !== undefined && !opens)) {
      throw new Error(`routes.json: ${path} names ${page}.tsx or the dialog "${dialog}", which is not there`);
    }
    const lazy = lazyRoute(queryClient, load, opens);
    return path === '/'
      ? { index: true, lazy, ErrorBoundary: PageError }
      : { path, lazy, ErrorBoundary: PageError };
  });
  return [storeFrame(queryClient, pages)];
}
