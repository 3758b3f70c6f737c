import { type MarkedRead, type NotificationPage, type UnreadCount } from '@reno/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const notificationsKey = ['notifications'] as const;
/** The bell polls the count so a notice written by someone else shows without a reload. */
const UNREAD_POLL_MS = 60_000;

/**
 * Issue 12 item 7. Every signed-in page's header asks these, so like the session they are not checked
 * with zod in the browser (the server checks its replies against `NotificationPage` and `UnreadCount`).
 */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: [...notificationsKey, 'unread-count'],
    queryFn: ({ signal }) => api.get<UnreadCount>('/notifications/unread-count', { signal }),
    refetchInterval: UNREAD_POLL_MS,
  });

export const notificationListQuery = (rowsPerPage: number) =>
  queryOptions({
    queryKey: [...notificationsKey, 'list', rowsPerPage],
    queryFn: ({ signal }) =>
      api.get<NotificationPage>('/notifications', { signal, query: { page: 1, rowsPerPage } }),
  });

/** Marks one notice read (`{ id }`) or all of the reader's (`{ all: true }`). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { id: string } | { all: true }) =>
      'id' in target
        ? api.post<MarkedRead>(`/notifications/${encodeURIComponent(target.id)}/read`)
        : api.post<MarkedRead>('/notifications/read-all'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
