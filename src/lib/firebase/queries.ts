/**
 * The store's reads of Firebase, as React Query options: the three community lists (Firestore, read
 * in the browser once the page is interactive, since an admin refreshes them after the build) and
 * the admin page's inbox (through the admin-only Functions, which check the role again). Neither is
 * ever prerendered. The SDK code loads with the first read.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommunityListName } from '../../domain/community';
import type {
  ContactMessageFilter,
  ContactMessageList,
  ContactMessageStatus,
  InboxContactMessage,
} from '../../domain/inbox';

const loadFirestore = () => import('./firestore');
const loadAdminInbox = () => import('./admin-inbox');

/** The spec's query keys. */
const communityListKeys = {
  health_events: 'health-events',
  caregiver_resources: 'caregiver-resources',
  support_groups: 'support-groups',
} as const satisfies Record<CommunityListName, string>;

export function communityListQueryOptions<List extends CommunityListName>(list: List) {
  return queryOptions({
    queryKey: [communityListKeys[list]],
    queryFn: async () => (await loadFirestore()).fetchCommunityList(list),
  });
}

/** Every admin query starts with this key, so signing out can forget them all at once. */
export const adminQueryKey = ['admin'] as const;
const messagesKey = [...adminQueryKey, 'contact-messages'] as const;

export function contactMessagesQueryOptions(filter: ContactMessageFilter) {
  return queryOptions({
    queryKey: [...messagesKey, filter],
    queryFn: async () => (await loadAdminInbox()).listContactMessages(filter),
    // Shoppers write at any time: each visit and each filter reads the list again.
    staleTime: 0,
  });
}

export const newsletterSummaryQueryOptions = queryOptions({
  queryKey: [...adminQueryKey, 'newsletter-summary'],
  queryFn: async () => (await loadAdminInbox()).fetchNewsletterSummary(),
  staleTime: 0,
});

/**
 * Marks one message answered or open again. The lists change only once the server has answered,
 * with the status it stored; the other filters' lists are read again when next shown.
 */
export function useSetMessageStatus(message: InboxContactMessage) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: ContactMessageStatus) =>
      (await loadAdminInbox()).setContactMessageStatus(message.id, status),
    onSuccess: async (change) => {
      queryClient.setQueriesData<ContactMessageList>({ queryKey: messagesKey }, (list) =>
        list
          ? {
              messages: list.messages.map((each) =>
                each.id === change.id
                  ? { ...each, status: change.status, answeredAt: change.answeredAt }
                  : each,
              ),
            }
          : list,
      );
      await queryClient.invalidateQueries({ queryKey: messagesKey, refetchType: 'none' });
    },
  });
}

/** Exports every subscribed address as CSV. */
export function useExportSubscribers() {
  return useMutation({
    mutationFn: async () => (await loadAdminInbox()).exportNewsletterSubscribers(),
  });
}
