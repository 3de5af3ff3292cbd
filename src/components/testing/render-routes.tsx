/**
 * Renders route modules the way the store does (lazy module, its clientLoader filling a fresh
 * QueryClient, the per-route PageError) inside a minimal stand-in for the shell: site settings
 * loaded first, a <main> landmark, the shopper's cart (against the mock Storefront API), toasts,
 * and shell actions that record what a page asked for.
 * Test-only code.
 */
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { ToastProvider } from '../toast';
import { vi } from 'vitest';
import { PageError } from '../../app/page-error';
import { ShellActionsProvider, type ShellActions } from '../shell-actions';
import { siteSettingsQueryOptions } from '../../lib/sanity/queries/site-settings';
import { AuthProvider } from '../../lib/firebase/auth-context';

/**
 * A first page load imports the route module and runs real GROQ over the seed; on a machine loaded
 * by other work (another test suite beside this one) that has taken over 10 s.
 */
export const pageLoad = { timeout: 30_000 } as const;

export interface RouteModule {
  Component: ComponentType;
  clientLoader?: (queryClient: QueryClient) => NonNullable<RouteObject['loader']>;
}

export interface PageRoute {
  path: string;
  load: () => Promise<RouteModule>;
}

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

/** Shell actions that only record their calls: a page's test checks what it asked the shell to open. */
export function recordingShellActions() {
  return {
    openQuiz: vi.fn<ShellActions['openQuiz']>(),
    openSearch: vi.fn<ShellActions['openSearch']>(),
    openCollection: vi.fn<ShellActions['openCollection']>(),
    openCart: vi.fn<ShellActions['openCart']>(),
    openProduct: vi.fn<ShellActions['openProduct']>(),
    // The age question is not answered unless a test says what the shopper answers.
    askAge: vi.fn<ShellActions['askAge']>(async () => null),
  } satisfies ShellActions;
}

/** What the app provides around every page: queries, the cart and toasts. */
function StoreProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <ToastProvider>{children}</ToastProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}

export function renderRoutes(pages: readonly PageRoute[], initialPath: string) {
  const queryClient = testQueryClient();
  const shellActions = recordingShellActions();
  const children: RouteObject[] = pages.map(({ path, load }) => ({
    ...(path === '/' ? { index: true } : { path }),
    ErrorBoundary: PageError,
    lazy: async () => {
      const { Component, clientLoader } = await load();
      return { Component, loader: clientLoader?.(queryClient) };
    },
  }));
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: async () => {
          await queryClient.ensureQueryData(siteSettingsQueryOptions);
          return null;
        },
        HydrateFallback: () => null,
        element: (
          <ShellActionsProvider value={shellActions}>
            <main>
              <Outlet />
            </main>
          </ShellActionsProvider>
        ),
        children,
      },
    ],
    { initialEntries: [initialPath] },
  );
  const view = render(
    <StoreProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </StoreProviders>,
  );
  return { ...view, router, queryClient, shellActions };
}

/**
 * Renders one component (a dialog, a card) with what the store gives it: queries, the cart, toasts,
 * a router (at `/`, other paths show their pathname) and recording shell actions. Site settings are
 * loaded before it renders.
 */
export function renderInStore(ui: ReactElement) {
  const queryClient = testQueryClient();
  const shellActions = recordingShellActions();
  const router = createMemoryRouter(
    [
      {
        path: '/',
        loader: async () => {
          await queryClient.ensureQueryData(siteSettingsQueryOptions);
          return null;
        },
        HydrateFallback: () => null,
        element: <ShellActionsProvider value={shellActions}>{ui}</ShellActionsProvider>,
      },
      { path: '*', Component: LocationStandIn },
    ],
    { initialEntries: ['/'] },
  );
  const view = render(
    <StoreProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </StoreProviders>,
  );
  return { ...view, router, queryClient, shellActions };
}

function LocationStandIn() {
  return <h1>{useLocation().pathname}</h1>;
}
