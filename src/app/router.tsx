import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';
import type { RouteLoader } from '../lib/route-data';
import { PageError } from './page-error';
import { RootLayout, rootLoader } from './layout/root-layout';
import { RouteError } from './route-error';
import { StoreLoadingScreen } from './layout/store-loading-screen';
import { loadCollectionDialog, loadQuizDialog } from './layout/store-shell-actions';

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
 * dialog (the quiz, a collection) fetches the `dialog`'s code with its own, before it hydrates: a
 * tap held meanwhile opens the dialog as soon as the page answers, not a round trip later.
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

/** Every page of the store, by address. */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const route = (
    path: string,
    load: () => Promise<RouteModule>,
    dialog?: () => Promise<unknown>,
  ): RouteObject => ({
    path,
    lazy: lazyRoute(queryClient, load, dialog),
    ErrorBoundary: PageError,
  });
  const home = () => import('../features/home/home-route');
  const shop = () => import('../features/shop/shop-route');
  const legal = () => import('../features/content/legal-route');

  return [
    storeFrame(queryClient, [
      { index: true, lazy: lazyRoute(queryClient, home), ErrorBoundary: PageError },
      route(paths.shop, shop),
      route(`${paths.shop}/:filter`, shop),
      route(paths.bundles, shop),
      route(paths.bestsellers, shop),
      route(paths.healthGoals, () => import('../features/conditions/health-goals-route')),
      route(paths.conditions, () => import('../features/conditions/conditions-index-route'), loadQuizDialog),
      route(
        `${paths.conditions}/:slug`,
        () => import('../features/conditions/condition-route'),
        loadCollectionDialog,
      ),
      route('/products/:handle', () => import('../features/product/product-route')),
      route('/collections/:handle', () => import('../features/collections/collection-route')),
      route(paths.quiz, () => import('../features/quiz/quiz-route')),
      route(paths.search, () => import('../features/search/search-route')),
      route(paths.learn, () => import('../features/learn/learn-route'), loadCollectionDialog),
      route(paths.community, () => import('../features/community/community-route')),
      route(paths.about, () => import('../features/content/about-route')),
      route(paths.cart, () => import('../features/cart/cart-route')),
      route(paths.contact, () => import('../features/content/contact-route')),
      route(paths.shipping, () => import('../features/content/shipping-route')),
      route(paths.faq, () => import('../features/content/faq-route')),
      route(paths.labResults, () => import('../features/lab-results/lab-results-route')),
      route(paths.privacy, legal),
      route(paths.terms, legal),
      route(paths.disclaimer, legal),
      route(paths.auth, () => import('../features/auth/auth-route')),
      route(paths.unsubscribe, () => import('../features/newsletter/unsubscribe-route')),
      route(paths.admin, () => import('../features/admin/admin-route')),
      // Any other address: "Page not found", answered with status 404 (dist/404.html).
      route('*', () => import('../features/content/not-found-route')),
    ]),
  ];
}
