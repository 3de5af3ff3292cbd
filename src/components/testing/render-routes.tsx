/**
 * Renders route modules the way the store does (lazy module, its clientLoader filling a fresh
 * QueryClient, the per-route PageError) inside a minimal stand-in for the shell: site settings
 * loaded first, a <main> landmark, and shell actions that record what a page asked for.
 * Test-only code.
 */
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { PageError } from '../page-error';
import { ShellActionsProvider, type ShellActions } from '../shell-actions';
import { siteSettingsQueryOptions } from '../../lib/sanity/site-settings';

/**
 * A first page load imports the route module and runs real GROQ over the seed; on a busy machine
 * that takes longer than Testing Library's default one second.
 */
export const pageLoad = { timeout: 10_000 } as const;

export interface RouteModule {
  Component: ComponentType;
  clientLoader?: (queryClient: QueryClient) => NonNullable<RouteObject['loader']>;
}

export interface PageRoute {
  path: string;
  load: () => Promise<RouteModule>;
}

export function renderRoutes(pages: readonly PageRoute[], initialPath: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const shellActions = {
    openQuiz: vi.fn<ShellActions['openQuiz']>(),
    openSearch: vi.fn<ShellActions['openSearch']>(),
    openCollection: vi.fn<ShellActions['openCollection']>(),
    openCart: vi.fn<ShellActions['openCart']>(),
  };
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
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, shellActions };
}
