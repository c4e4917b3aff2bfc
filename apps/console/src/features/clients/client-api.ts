import { useQuery, useQueryClient } from '@tanstack/react-query';
import { clientApi, type ClientSignIn, type ClientSubscription } from '@rc/contract/client';
import { resourceApi } from '@rc/contract/resources/resource';
import type { HistoryEntry } from '@rc/contract/resources/resource-wire';
import { api } from '@/lib/api-client.ts';

/** A client as the detail call sends it (the list's fields plus what its hook adds). */
export type ClientRecord = {
  id: number;
  version: number;
  fullname: string;
  email: string;
  phone: string | null;
  verified: boolean;
  verified_at: string | null;
  status: string;
  registered_at: string;
  last_login: string | null;
  signup_provider: string;
  plan_code: string | null;
  plan_started_at: string | null;
  plan_ends_at: string | null;
  suspended_at: string | null;
  suspension_reason: string | null;
  plan: { id: number; name: string } | null;
  suspended_by: { id: number; fullname: string } | null;
  subscription_count: number;
  sign_in_count: number;
};

type Page<T> = { data: T[]; total: number; page: number; limit: number };

const paths = resourceApi('client');
/** The list and detail are the resource engine's; its cache keys start the same way, so one invalidation covers both. */
const keys = {
  all: ['resource', 'client'] as const,
  detail: (id: number) => ['resource', 'client', 'detail', id] as const,
  history: (id: number) => ['resource', 'client', 'history', id] as const,
  subscriptions: (id: number) => ['resource', 'client', 'subscriptions', id] as const,
  signIns: (id: number, limit: number) => ['resource', 'client', 'sign-ins', id, limit] as const,
};

export function useClient(id: number | null) {
  return useQuery({
    queryKey: keys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<ClientRecord>(paths.detail(id!), { signal }),
    enabled: id !== null,
  });
}

export function useClientSubscriptions(id: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.subscriptions(id),
    queryFn: ({ signal }) => api.get<ClientSubscription[]>(clientApi.subscriptions(id), { signal }),
    enabled,
  });
}

export function useClientSignIns(id: number, limit: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.signIns(id, limit),
    queryFn: ({ signal }) => api.get<Page<ClientSignIn>>(clientApi.signIns(id), { query: { limit }, signal }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

export function useClientHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.history(id),
    queryFn: ({ signal }) => api.get<Page<HistoryEntry>>(paths.history(id), { query: { limit: 50 }, signal }),
    enabled,
  });
}

export const suspendClient = (id: number, reason: string) => api.post<ClientRecord>(clientApi.suspend(id), { reason });
export const reactivateClient = (id: number, reason: string) => api.post<ClientRecord>(clientApi.reactivate(id), { reason });

/** After a status change: this client and every client list are out of date. */
export function useAfterClientChange() {
  const queryClient = useQueryClient();
  return (record: ClientRecord) => {
    queryClient.setQueryData(keys.detail(record.id), record);
    void queryClient.invalidateQueries({ queryKey: keys.all });
  };
}
