import type { ReactNode } from 'react';
import { CssBaseline, GlobalStyles, ThemeProvider } from '@mui/material';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { AuthProvider } from '../lib/firebase/auth-context';
import { StoreCartProvider } from '../lib/shopify/cart/store-cart';
import { theme } from './theme';

const toastContainer = 'store-toasts';

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {/* On phones, toasts sit above the bottom bar instead of under it. */}
        <GlobalStyles
          styles={{
            [`.${toastContainer}`]: {
              [theme.breakpoints.down('md')]: {
                bottom: 'calc(72px + env(safe-area-inset-bottom, 0px)) !important',
              },
            },
          }}
        />
        <SnackbarProvider
          maxSnack={3}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          classes={{ containerRoot: toastContainer }}
        >
          <AuthProvider>
            <StoreCartProvider>{children}</StoreCartProvider>
          </AuthProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
