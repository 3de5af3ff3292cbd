import { QueryClient } from '@tanstack/react-query';

/** Content changes rarely within a visit: keep answers fresh for 5 minutes, retry once. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60_000, gcTime: 30 * 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
