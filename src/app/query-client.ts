import { QueryClient } from '@tanstack/react-query';
import { isPastDeadline } from '../lib/deadline';

/**
 * Content changes rarely within a visit: keep answers fresh for 5 minutes. A read that fails is
 * tried once more, within the deadline of the first attempt (src/lib/deadline.ts): a backend that
 * never answers shows its error at the deadline, not after a second one. And a read that failed
 * is asked again when the shopper asks (Try again, or opening the page anew, whose loader asks),
 * not again by the page that mounts right after its loader's read failed.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 30 * 60_000,
        retry: (failures, error) => failures < 1 && !isPastDeadline(error),
        retryOnMount: false,
        refetchOnWindowFocus: false,
      },
    },
  });
}
