import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  NOTIFICATION_EVENT_UNREAD,
  NOTIFICATION_ROUTES,
  notificationPaths,
  type Notification,
  type NotificationKind,
} from '@rc/contract/notification';
import { api } from '@/lib/api-client.ts';
import { resourceKeys } from '@/lib/resource-api.ts';
import { useEventStream } from '@/lib/use-event-stream.ts';

export type NotificationPage = { data: Notification[]; total: number; page: number; limit: number };

/** What a list call narrows to; absent values are not sent. */
export type NotificationFilter = {
  unread?: boolean;
  kind?: NotificationKind;
  area?: string;
  page?: number;
  limit?: number;
};

/** The person's own notifications, through the one API client. */
export const notificationClient = {
  list: (filter: NotificationFilter, signal?: AbortSignal) =>
    api.get<NotificationPage>(NOTIFICATION_ROUTES.list, {
      signal,
      query: {
        unread: filter.unread === undefined ? undefined : String(filter.unread),
        kind: filter.kind,
        area: filter.area,
        page: filter.page,
        limit: filter.limit,
      },
    }),
  unreadCount: (signal?: AbortSignal) => api.get<{ total: number }>(NOTIFICATION_ROUTES.unreadCount, { signal }),
  read: (id: number) => api.post<{ notification: Notification }>(notificationPaths.read(id)),
  readAll: () => api.post<{ read: number }>(NOTIFICATION_ROUTES.readAll),
};

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: ['notifications', 'list'] as const,
  list: (filter: NotificationFilter) => ['notifications', 'list', filter] as const,
  unread: ['notifications', 'unread'] as const,
};

export function useNotificationList(filter: NotificationFilter, enabled = true) {
  return useQuery({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ signal }) => notificationClient.list(filter, signal),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** The unread count, as last read or as the event stream last told it (`useUnreadStream`). */
export function useUnreadCount(): number {
  const query = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async ({ signal }) => (await notificationClient.unreadCount(signal)).total,
    staleTime: 30_000,
    refetchInterval: 120_000,
  });
  return query.data ?? 0;
}

/**
 * Follow the server's event stream (`unread` with `{ total }` on connect and whenever the count
 * moves, on any node): the count follows it, and when it moves the lists are read again, so an
 * open panel or page shows what arrived. Opened once, by the header's bell.
 */
export function useUnreadStream(): void {
  const queryClient = useQueryClient();
  useEventStream(NOTIFICATION_ROUTES.events, true, ({ event, data }) => {
    if (event !== NOTIFICATION_EVENT_UNREAD) return;
    const total = Number((JSON.parse(data) as { total?: unknown }).total);
    if (!Number.isFinite(total)) return;
    const before = queryClient.getQueryData<number>(notificationKeys.unread);
    queryClient.setQueryData(notificationKeys.unread, Math.max(0, total));
    if (before !== undefined && before !== total) void queryClient.invalidateQueries({ queryKey: notificationKeys.lists });
  });
}

/** Marking read: one, or all. The count and the lists are read again (the stream also moves the count). */
export function useNotificationMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  const read = useMutation({ mutationFn: notificationClient.read, onSuccess: refresh });
  return {
    read,
    readAll: useMutation({ mutationFn: notificationClient.readAll, onSuccess: refresh }),
    /**
     * Someone opens a notification: it is read, and what this browser holds of its record is
     * dropped, since the record has moved on (a sent-back piece is no longer pending). An editor
     * keeps the record it opened with, so the record is loaded afresh rather than refreshed.
     */
    open: (item: Notification) => {
      if (item.read_at === null) read.mutate(item.id);
      if (item.record_id !== null) queryClient.removeQueries({ queryKey: resourceKeys.detail(item.area, item.record_id) });
      void queryClient.invalidateQueries({ queryKey: resourceKeys.all(item.area) });
    },
  };
}
