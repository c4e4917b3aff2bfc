import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WEBHOOK_ROUTES,
  webhookPaths,
  type Webhook,
  type WebhookAttempt,
  type WebhookCreate,
  type WebhookCreated,
  type WebhookUpdate,
} from '@rc/contract/webhook';
import { api } from '@/lib/api-client.ts';

/** The webhook calls, through the one API client. */
export const webhooksClient = {
  list: (signal?: AbortSignal) => api.get<Webhook[]>(WEBHOOK_ROUTES.list, { signal }),
  create: (body: WebhookCreate) => api.post<WebhookCreated>(WEBHOOK_ROUTES.create, body),
  update: ({ id, body }: { id: number; body: WebhookUpdate }) => api.post<Webhook>(webhookPaths.update(id), body),
  revoke: (id: number) => api.post<Webhook>(webhookPaths.revoke(id)),
  test: (id: number) => api.post<WebhookAttempt>(webhookPaths.test(id)),
  attempts: (id: number, signal?: AbortSignal) => api.get<WebhookAttempt[]>(webhookPaths.deliveries(id), { signal }),
};

const ROOT = ['webhooks'] as const;
const listKey = [...ROOT, 'list'] as const;

export function useWebhooks() {
  return useQuery({ queryKey: listKey, queryFn: ({ signal }) => webhooksClient.list(signal), staleTime: 0 });
}

/** A webhook's latest attempts, read while its drawer is open. */
export function useWebhookAttempts(id: number | null) {
  return useQuery({
    queryKey: [...ROOT, 'attempts', id],
    queryFn: ({ signal }) => webhooksClient.attempts(id!, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}

/** Every change reads the list and the attempts again (failures and last delivery come from the server). */
export function useWebhookMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ROOT });
  return {
    create: useMutation({ mutationFn: webhooksClient.create, onSuccess: refresh }),
    update: useMutation({ mutationFn: webhooksClient.update, onSuccess: refresh }),
    revoke: useMutation({ mutationFn: webhooksClient.revoke, onSuccess: refresh }),
    test: useMutation({ mutationFn: webhooksClient.test, onSettled: refresh }),
  };
}
