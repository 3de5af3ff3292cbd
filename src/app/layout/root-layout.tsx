import type { QueryClient } from '@tanstack/react-query';
import { Box } from '@mui/material';
import { Outlet } from 'react-router-dom';
import { siteSettingsQueryOptions } from '../../lib/sanity/site-settings';

export function rootLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.ensureQueryData(siteSettingsQueryOptions);
    return null;
  };
}

export function RootLayout() {
  return (
    <Box component="main" id="main">
      <Outlet />
    </Box>
  );
}
