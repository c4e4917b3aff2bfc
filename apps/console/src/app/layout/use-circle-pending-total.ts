import { useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '@rc/contract/api-paths';
import { api } from '@/lib/api-client.ts';
import { useEventStream } from '@/lib/use-event-stream.ts';

const KEY = ['circle', 'pending-total'] as const;

/**
 * The Circle badge count: `data.data.totalRequest`. Any failure (including the 404 before the
 * Circle API exists) counts as 0: no badge, and no toast.
 */
export async function fetchCirclePendingTotal(): Promise<number> {
  try {
    const answer = await api.get<{ data?: { totalRequest?: unknown } }>(API.circleTotalRequest);
    const total = Number(answer?.data?.totalRequest);
    return Number.isFinite(total) && total > 0 ? total : 0;
  } catch {
    return 0;
  }
}

export function useCirclePendingTotal(enabled: boolean): number {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: fetchCirclePendingTotal,
    enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  // The badge follows the server's event stream (a `total` event whenever the number changes, on
  // any node); the query above stays as the first value and the fallback while the stream is down.
  useEventStream(API.circleEvents, enabled, ({ event, data }) => {
    if (event !== 'total') return;
    const total = Number((JSON.parse(data) as { totalRequest?: unknown }).totalRequest);
    if (Number.isFinite(total)) queryClient.setQueryData(KEY, Math.max(0, total));
  });
  return enabled ? (query.data ?? 0) : 0;
}
