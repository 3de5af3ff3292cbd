/**
 * The three community lists, read from Firestore in the browser (they change when an admin
 * refreshes them, so pages are never prerendered with them), and their admin-only refresh.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '../../../lib/hydration/use-hydrated';
import { useToast } from '../../../components/toast';
import type { CommunityListName } from '../../../domain/community';
import { RefreshFailure } from '../../../domain/service-failures';
import { useAuth } from '../../../lib/firebase/auth-context';
import { refreshCopy } from '../refresh-copy';

const loadFirestore = () => import('../../../lib/firebase/firestore');
const loadFunctions = () => import('../../../lib/firebase/functions');

/** The spec's query keys. */
const queryKeys = {
  health_events: 'health-events',
  caregiver_resources: 'caregiver-resources',
  support_groups: 'support-groups',
} as const satisfies Record<CommunityListName, string>;

export function communityListQueryOptions<List extends CommunityListName>(list: List) {
  return queryOptions({
    queryKey: [queryKeys[list]],
    queryFn: async () => (await loadFirestore()).fetchCommunityList(list),
  });
}

/** A list as its section shows it: loading, failed (with a retry) or its items. */
export function useCommunityList<List extends CommunityListName>(list: List) {
  // Prerendered HTML shows the loading cards; the list loads once the page is interactive.
  const hydrated = useHydrated();
  const { data, isPending, error, refetch } = useQuery({
    ...communityListQueryOptions(list),
    enabled: hydrated,
  });
  return {
    items: data ?? [],
    isLoading: isPending,
    error: isPending ? null : error,
    retry: () => void refetch(),
  };
}

/**
 * The admin-only refresh of one list: runs its Function, then reloads the list. The spec's toasts
 * say how it went; a shopper without an admin session is told "Access Denied" and nothing is sent.
 */
export function useRefreshList(list: CommunityListName) {
  const { session, isAdmin } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const copy = refreshCopy[list];

  const mutation = useMutation({
    mutationFn: async () => {
      if (!session || !isAdmin) throw new RefreshFailure('access-denied', copy.deniedText);
      return (await loadFunctions()).refreshCommunityList(list);
    },
    onSuccess: async (count) => {
      toast({ title: copy.successTitle, description: copy.successText(count), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: [queryKeys[list]] });
    },
    onError: (error) => {
      if (error instanceof RefreshFailure && error.kind === 'access-denied') {
        toast({ title: 'Access Denied', description: copy.deniedText, variant: 'error' });
        return;
      }
      console.error(`Refreshing ${list} failed`, error);
      const message =
        error instanceof Error && error.message && !/^internal$/i.test(error.message)
          ? error.message
          : copy.failedText;
      toast({ title: 'Update Failed', description: message, variant: 'error' });
    },
  });

  return { refresh: () => mutation.mutate(), busy: mutation.isPending, copy };
}

/** Everything a list's section needs: the list, and the refresh controls for an admin with a session. */
export function useCommunitySection<List extends CommunityListName>(list: List) {
  const { session, isAdmin } = useAuth();
  const { items, isLoading, error, retry } = useCommunityList(list);
  const { refresh, busy, copy } = useRefreshList(list);
  const canRefresh = Boolean(session && isAdmin);
  return {
    items,
    isLoading,
    error,
    onRetry: retry,
    isAdmin: canRefresh,
    refresh: canRefresh
      ? { label: copy.buttonLabel, fetchNowLabel: copy.fetchNowLabel, busy, onRefresh: refresh }
      : undefined,
  };
}
