import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';

export type StoreRouter = ReturnType<typeof createBrowserRouter>;

interface AppProps {
  queryClient: QueryClient;
  router: StoreRouter;
  /** The baseline styles, for a page that does not carry them (providers.tsx). */
  baseline?: ReactNode;
}

export function App({ queryClient, router, baseline }: AppProps) {
  return (
    <AppProviders queryClient={queryClient} baseline={baseline}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
