import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';

export type StoreRouter = ReturnType<typeof createBrowserRouter>;

/** Set on <html> once the page responds to the shopper (prerendered HTML is readable earlier). */
export const INTERACTIVE_ATTRIBUTE = 'data-interactive';

export function App({ queryClient, router }: { queryClient: QueryClient; router: StoreRouter }) {
  useEffect(() => {
    document.documentElement.setAttribute(INTERACTIVE_ATTRIBUTE, '');
  }, []);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
