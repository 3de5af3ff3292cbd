/**
 * The admin page's inbox: contact messages per status filter, the newsletter summary, the
 * back-in-stock requests, a message's status change and the two CSV exports, all through the
 * admin-only Functions (which check the role again). Never prerendered; the callable code loads
 * with the first read.
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ContactMessageFilter,
  ContactMessageList,
  ContactMessageStatus,
  InboxContactMessage,
} from '../../../domain/inbox';

const loadAdminInbox = () => import('../admin-inbox');

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

export const backInStockSummaryQueryOptions = queryOptions({
  queryKey: [...adminQueryKey, 'back-in-stock-summary'],
  queryFn: async () => (await loadAdminInbox()).fetchBackInStockSummary(),
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

/** Exports every back-in-stock request as CSV. */
export function useExportBackInStockRequests() {
  return useMutation({
    mutationFn: async () => (await loadAdminInbox()).exportBackInStockRequests(),
  });
}
