/**
 * A community list's section: the list, read in the browser once the page is interactive (an admin
 * refreshes it after the build, so it is never prerendered), and for an admin the refresh of that
 * list, whose toasts say how it went.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/toast';
import type { CommunityListName } from '../../domain/community';
import { RefreshFailure } from '../../domain/service-failures';
import { useAuth } from '../../lib/firebase/auth-context';
import { communityListQueryOptions } from '../../lib/firebase/queries/community-lists';
import { useQueryOnceHydrated } from '../../lib/route-data';
import { refreshCopy } from './refresh-copy';

const loadFunctions = () => import('../../lib/firebase/functions');

/**
 * The admin-only refresh of one list: runs its Function, then reloads the list. The spec's toasts
 * say how it went; a shopper without an admin session is told "Access Denied" and nothing is sent.
 */
function useRefreshList(list: CommunityListName) {
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
      const { title, text } = copy.fetched(count);
      toast({ title, description: text, variant: count === 0 ? 'info' : 'success' });
      await queryClient.invalidateQueries({ queryKey: communityListQueryOptions(list).queryKey });
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
  // Prerendered HTML shows the loading cards; the list loads once the page is interactive.
  const { data, isPending, error, refetch } = useQueryOnceHydrated(communityListQueryOptions(list));
  const { refresh, busy, copy } = useRefreshList(list);
  const canRefresh = Boolean(session && isAdmin);
  return {
    items: data ?? [],
    isLoading: isPending,
    error: isPending ? null : error,
    onRetry: () => void refetch(),
    isAdmin: canRefresh,
    refresh: canRefresh
      ? { label: copy.buttonLabel, fetchNowLabel: copy.fetchNowLabel, busy, onRefresh: refresh }
      : undefined,
  };
}
