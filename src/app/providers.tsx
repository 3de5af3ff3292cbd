import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../lib/firebase/auth-context';
import { ToastProvider } from '../components/toast';
import { theme } from './theme';
import { StoreErrorBoundary } from './store-error-boundary';
import { StoreThemeProvider } from './theme-provider';

interface AppProvidersProps {
  queryClient: QueryClient;
  /**
   * The baseline styles (`<BaselineStyles />`, store-classes.tsx) where the page does not carry
   * them already: passed in, so the browser's first load holds their code only when it needs it.
   */
  baseline?: ReactNode;
  children: ReactNode;
}

export function AppProviders({ queryClient, baseline, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <StoreThemeProvider theme={theme}>
        {baseline}
        <StoreErrorBoundary>
          <ToastProvider>
            <AuthProvider>{children}</AuthProvider>
          </ToastProvider>
        </StoreErrorBoundary>
      </StoreThemeProvider>
    </QueryClientProvider>
  );
}
