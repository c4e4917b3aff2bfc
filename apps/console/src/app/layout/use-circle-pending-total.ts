import { useQuery } from '@tanstack/react-query';
import { API } from '@rc/contract/api-paths';
import { api } from '@/lib/api-client.ts';

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
  const query = useQuery({
    queryKey: ['circle', 'pending-total'],
    queryFn: fetchCirclePendingTotal,
    enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  return enabled ? (query.data ?? 0) : 0;
}
