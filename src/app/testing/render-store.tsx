import type { ComponentType, ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Container, Typography } from '@mui/material';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { ShellActionsProvider } from '../../components/shell-actions';
import { recordingShellActions } from '../../components/testing/render-routes';
import type { SiteSettings } from '../../domain/types';
import { siteSettingsQueryOptions } from '../../lib/sanity/queries/site-settings';
import { AppProviders } from '../providers';
import { BaselineStyles } from '../store-classes';
import { createQueryClient } from '../query-client';
import { storeFrame } from '../router';
import { stubViewportWidth } from './viewport';

interface StoreOptions {
  /** Window width in CSS pixels (the phone layout is below 900). */
  width?: number;
  /** Changes to the seed's site settings (which are read through the real request code). */
  settings?: (seed: SiteSettings) => SiteSettings;
  /** Options for user-event, e.g. `advanceTimers` under fake timers. */
  user?: Parameters<typeof userEvent.setup>[0];
}

interface LayoutOptions extends StoreOptions {
  /** The page shown at every path (a stand-in naming the path by default). */
  page?: ComponentType;
  /** The page's data loader, e.g. to hold a navigation in its loading state. */
  pageLoader?: () => Promise<unknown>;
}

async function freshQueryClient(changeSettings?: StoreOptions['settings']) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  if (changeSettings) {
    const seed = await queryClient.fetchQuery(siteSettingsQueryOptions);
    queryClient.setQueryData(siteSettingsQueryOptions.queryKey, changeSettings(seed));
  }
  return queryClient;
}

/** Stands in for the pages (other features' code), so shell tests depend on the shell alone. */
function PageStandIn() {
  const { pathname } = useLocation();
  return (
    <Container sx={{ py: 4 }}>
      <Typography variant="h1">Page {pathname}</Typography>
    </Container>
  );
}

/**
 * The store's layout as the root route (real loader, loading screen, error page, providers) with a
 * stand-in page at every path, once a page heading (the page's or the error page's) is on screen.
 */
export async function renderStore(path = '/', options: LayoutOptions = {}) {
  stubViewportWidth(options.width ?? 1280);
  const queryClient = await freshQueryClient(options.settings);
  const router = createMemoryRouter(
    [
      storeFrame(queryClient, [
        { index: true, Component: options.page ?? PageStandIn },
        { path: '*', Component: options.page ?? PageStandIn, loader: options.pageLoader },
      ]),
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup(options.user);
  const view = render(
    <AppProviders queryClient={queryClient} baseline={<BaselineStyles />}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  // Let the layout's effects (listeners, timers) start before the test acts.
  await act(async () => {});
  return { ...view, router, user, queryClient };
}

/**
 * One piece of the shell (e.g. the header) with the store's providers, the site settings loaded
 * and spies for the shell actions, on a router whose every path renders it.
 */
export async function renderInShell(ui: ReactNode, options: StoreOptions & { path?: string } = {}) {
  stubViewportWidth(options.width ?? 1280);
  const queryClient = await freshQueryClient(options.settings);
  await queryClient.ensureQueryData(siteSettingsQueryOptions);
  const actions = recordingShellActions();
  const router = createMemoryRouter(
    [{ path: '*', element: <ShellActionsProvider value={actions}>{ui}</ShellActionsProvider> }],
    { initialEntries: [options.path ?? '/'] },
  );
  const user = userEvent.setup(options.user);
  const view = render(
    <AppProviders queryClient={queryClient} baseline={<BaselineStyles />}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user, actions };
}
