import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { API } from '@rc/contract/api-paths';
import { api } from '@/lib/api-client.ts';
import { isApiError } from '@/lib/api-error.ts';

const KEY = ['circle', 'pending-total'] as const;
const RETRY_FIRST_MS = 1000;
const RETRY_MAX_MS = 30_000;

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

/**
 * The badge follows the server's event stream (a `total` event whenever the number changes, on
 * any node), reconnecting with back-off when the stream drops or the server ends it; the query
 * above stays as the first value and the fallback while the stream is down.
 */
function useCirclePendingStream(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RETRY_FIRST_MS;
    const reconnect = () => {
      if (controller.signal.aborted) return;
      timer = setTimeout(connect, delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    };
    function connect() {
      api
        .stream(API.circleEvents, {
          signal: controller.signal,
          onEvent: ({ event, data }) => {
            if (event !== 'total') return;
            const total = Number((JSON.parse(data) as { totalRequest?: unknown }).totalRequest);
            if (Number.isFinite(total)) queryClient.setQueryData(KEY, Math.max(0, total));
            delay = RETRY_FIRST_MS;
          },
        })
        .then(reconnect, (error: unknown) => {
          // Signed out or not allowed: the error catalogue has acted; retrying would not help.
          if (isApiError(error) && (error.status === 401 || error.status === 403)) return;
          reconnect();
        });
    }
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [enabled, queryClient]);
}

export function useCirclePendingTotal(enabled: boolean): number {
  const query = useQuery({
    queryKey: KEY,
    queryFn: fetchCirclePendingTotal,
    enabled,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
  useCirclePendingStream(enabled);
  return enabled ? (query.data ?? 0) : 0;
}
