import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthProvider } from '../lib/firebase/auth-context';
import { ToastProvider } from '../components/toast';
import { theme } from './theme';
import { StoreErrorBoundary } from './store-error-boundary';
import { StoreThemeProvider } from './theme-provider';
import { StoreClasses } from './store-classes';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <StoreThemeProvider theme={theme}>
        <CssBaseline />
        <StoreClasses />
        <StoreErrorBoundary>
          <ToastProvider>
            <AuthProvider>{children}</AuthProvider>
          </ToastProvider>
        </StoreErrorBoundary>
      </StoreThemeProvider>
    </QueryClientProvider>
  );
}
