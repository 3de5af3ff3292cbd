import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';

export type StoreRouter = ReturnType<typeof createBrowserRouter>;

export function App({ queryClient, router }: { queryClient: QueryClient; router: StoreRouter }) {
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
