import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CAMPAIGN_ROUTES,
  type CampaignStatus,
  type Delivery,
  type DeliveryStatus,
  type deliveryCountsSchema,
} from '@rc/contract/deliveries';
import type { z } from 'zod';
import { api } from '@/lib/api-client.ts';
import { resourceClient, resourceKeys, type ResourceRecord } from '@/lib/resource-api.ts';
import type { CampaignName } from './campaign-kinds.ts';

export type DeliveryCounts = z.infer<typeof deliveryCountsSchema>;
export type DeliveriesPage = {
  data: Delivery[];
  meta: { total: number; page: number; limit: number; counts: DeliveryCounts };
};

/** Who gets a campaign: the form's audience fields, saved or not. */
export type Audience = { plans: readonly string[]; verifiedOnly: boolean };

const withId = (path: string, id: number) => path.replace(':id', String(id));

export const campaignKeys = {
  all: (name: CampaignName) => ['campaign', name] as const,
  audience: (name: CampaignName, audience: Audience) =>
    ['campaign', name, 'audience', [...audience.plans].sort().join(','), audience.verifiedOnly] as const,
  progress: (name: CampaignName, id: number) => ['campaign', name, 'progress', id] as const,
  deliveries: (name: CampaignName, id: number, status: DeliveryStatus | null, page: number) =>
    ['campaign', name, 'deliveries', id, status ?? 'ALL', page] as const,
};

/** The campaign calls of one resource (CAMPAIGN_ROUTES of the contract). */
export function campaignClient(name: CampaignName) {
  return {
    audienceCount: (audience: Audience, signal?: AbortSignal) =>
      api.get<{ total: number; links: { site_url: string; configured: boolean } }>(CAMPAIGN_ROUTES.audienceCount(name), {
        query: { plans: audience.plans.join(',') || undefined, verified_only: audience.verifiedOnly },
        signal,
      }),
    /** Now when `at` is absent; otherwise it waits as SCHEDULED until then. */
    send: (id: number, at?: string) =>
      api.post<{ status: CampaignStatus; audience?: number }>(withId(CAMPAIGN_ROUTES.send(name), id), at ? { at } : {}),
    cancel: (id: number) => api.post<{ status: CampaignStatus }>(withId(CAMPAIGN_ROUTES.cancel(name), id)),
    test: (id: number) => api.post<{ to: string }>(withId(CAMPAIGN_ROUTES.test(name), id)),
    deliveries: (id: number, params: { status: DeliveryStatus | null; page: number; limit: number }, signal?: AbortSignal) =>
      api.getEnvelope<DeliveriesPage>(withId(CAMPAIGN_ROUTES.deliveries(name), id), {
        query: { status: params.status ?? undefined, page: params.page, limit: params.limit },
        signal,
      }),
  };
}

/** The audience of a campaign's record or form values: no plans unless it goes to chosen plans. */
export function audienceOf(values: Readonly<Record<string, unknown>>): Audience {
  const plans = values.audience === 'PLANS' && Array.isArray(values.plans) ? values.plans.map(String) : [];
  return { plans, verifiedOnly: values.verified_only === true };
}

/** How many clients are in an audience now (`enabled` false: not asked, e.g. plans still to choose). */
export function useAudienceCount(name: CampaignName, audience: Audience, { enabled = true } = {}) {
  return useQuery({
    queryKey: campaignKeys.audience(name, audience),
    queryFn: ({ signal }) => campaignClient(name).audienceCount(audience, signal),
    enabled,
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });
}

export const LIVE_STATUSES: readonly CampaignStatus[] = ['SCHEDULED', 'SENDING'];

/**
 * How often a campaign is read again while it is on its way: every second while sending or about
 * to start; a scheduled one far ahead only now and then, until its time comes near.
 */
export function pollInterval(record: Readonly<Record<string, unknown>>, now = Date.now()): number | false {
  if (record.status === 'SENDING') return 1000;
  if (record.status !== 'SCHEDULED') return false;
  const due = typeof record.scheduled_at === 'string' ? Date.parse(record.scheduled_at) : NaN;
  return Number.isFinite(due) && due - now > 60_000 ? 15_000 : 1000;
}

/** The campaign read again (the detail call) while it is scheduled or sending. */
export function useCampaignProgress(name: CampaignName, record: Readonly<Record<string, unknown>>) {
  const id = Number(record.id);
  const interval = pollInterval(record);
  return useQuery({
    queryKey: campaignKeys.progress(name, id),
    queryFn: ({ signal }) => resourceClient({ name }).detail(id, signal),
    enabled: interval !== false,
    refetchInterval: interval,
    refetchIntervalInBackground: false,
    staleTime: 0,
  });
}

export function useDeliveries(
  name: CampaignName,
  id: number,
  params: { status: DeliveryStatus | null; page: number; limit: number },
  { live = false, enabled = true } = {},
) {
  return useQuery({
    queryKey: campaignKeys.deliveries(name, id, params.status, params.page),
    queryFn: ({ signal }) => campaignClient(name).deliveries(id, params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: live ? 2000 : false,
    enabled,
  });
}

/** After a send or a cancel: the lists, counts and deliveries are out of date; returns the record read again. */
export function useAfterCampaignChange(name: CampaignName) {
  const queryClient = useQueryClient();
  return async (id: number): Promise<ResourceRecord> => {
    const record = await resourceClient({ name }).detail(id);
    queryClient.setQueryData(campaignKeys.progress(name, id), record);
    void queryClient.invalidateQueries({ queryKey: resourceKeys.lists(name) });
    void queryClient.invalidateQueries({ queryKey: resourceKeys.counts(name) });
    void queryClient.invalidateQueries({ queryKey: [...campaignKeys.all(name), 'deliveries', id] });
    return record;
  };
}
