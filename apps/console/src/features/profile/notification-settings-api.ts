import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_ROUTES, type NotificationSettings } from '@rc/contract/notification';
import { api } from '@/lib/api-client.ts';

const settingsKey = ['notification-settings'] as const;

/** The signed-in person's notification email choice and time zone. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async ({ signal }) =>
      (await api.get<{ settings: NotificationSettings }>(NOTIFICATION_ROUTES.settings, { signal })).settings,
  });
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<NotificationSettings, 'chosen'>) =>
      (await api.post<{ settings: NotificationSettings }>(NOTIFICATION_ROUTES.settings, body)).settings,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey, settings),
  });
}
