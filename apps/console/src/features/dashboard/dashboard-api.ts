import { useQueries, useQuery } from '@tanstack/react-query';
import {
  VIEW_SERIES,
  viewSeriesPath,
  type TotalAnswer,
  type ViewPeriod,
  type ViewRow,
  type ViewSection,
  type ViewSeriesAnswer,
  type ViewAudience,
} from '@rc/contract/analytics';
import { api } from '@/lib/api-client.ts';

/** Section 7: a count is read from data.total; anything else counts as 0. */
export async function fetchTotal(path: string, signal?: AbortSignal): Promise<number> {
  const answer = await api.get<Partial<TotalAnswer> | null>(path, { signal });
  return typeof answer?.total === 'number' ? answer.total : 0;
}

/** Section 7: view statistics are read from data.data, a list of rows. */
export async function fetchViewSeries(
  section: ViewSection,
  period: ViewPeriod,
  audience: ViewAudience,
  signal?: AbortSignal,
): Promise<ViewRow[]> {
  const answer = await api.get<Partial<ViewSeriesAnswer> | null>(viewSeriesPath(section, period, audience), { signal });
  return Array.isArray(answer?.data) ? answer.data : [];
}

export const dashboardKeys = {
  total: (path: string) => ['dashboard', 'total', path] as const,
  views: (section: ViewSection, period: ViewPeriod, audience: ViewAudience) =>
    ['dashboard', 'views', section, period, audience] as const,
};

export function useTotal(path: string) {
  return useQuery({ queryKey: dashboardKeys.total(path), queryFn: ({ signal }) => fetchTotal(path, signal) });
}

export type ViewSeriesState =
  { status: 'loading' } | { status: 'error'; error: unknown; retry: () => void } | { status: 'ready'; series: ViewRow[][] };

/**
 * Both series of a chart card (Has Signed In, then Not SIgned In) for one period. Queries are keyed
 * by period, so an answer for a period no longer selected lands in its own entry and is never shown;
 * gcTime 0 forgets a period once its tab is left, so choosing a tab again starts clear and refetches
 * (section 4).
 */
export function useViewSeries(section: ViewSection, period: ViewPeriod): ViewSeriesState {
  return useQueries({
    queries: VIEW_SERIES.map(({ audience }) => ({
      queryKey: dashboardKeys.views(section, period, audience),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchViewSeries(section, period, audience, signal),
      gcTime: 0,
    })),
    combine: (results): ViewSeriesState => {
      const failed = results.find((r) => r.isError);
      if (failed)
        return { status: 'error', error: failed.error, retry: () => results.forEach((r) => r.isError && void r.refetch()) };
      if (results.some((r) => r.data === undefined)) return { status: 'loading' };
      return { status: 'ready', series: results.map((r) => r.data!) };
    },
  });
}
