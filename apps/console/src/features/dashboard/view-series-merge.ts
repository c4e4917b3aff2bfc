import dayjs from 'dayjs';
import type { ViewPeriod, ViewRow } from '@rc/contract/analytics';
import { DAY_LABEL_FORMAT, MONTH_LABEL_FORMAT, YEAR_LABEL_FORMAT } from '@/lib/date-formats.ts';

/** X label format per period (section 9). */
export const PERIOD_LABEL_FORMAT: Record<ViewPeriod, string> = {
  SEVENDAY: DAY_LABEL_FORMAT,
  MONTHLY: MONTH_LABEL_FORMAT,
  YEARLY: YEAR_LABEL_FORMAT,
};

export type MergedViews = {
  /** The union of every series' days, de-duplicated, ascending (`YYYY-MM-DD`). */
  days: string[];
  /** One list per input series, aligned with `days`: the series' totals summed per day, 0 where it has none. */
  totals: number[][];
  /** At least one series came back with rows. */
  hasData: boolean;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/;

/** `2026-11-22`, `2026-11-22T00:00:00Z` … → `2026-11-22`; undefined when it names no day. */
function dayOf(targetDate: string): string | undefined {
  if (ISO_DAY.test(targetDate)) return targetDate.slice(0, 10);
  const parsed = dayjs(targetDate);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : undefined;
}

/**
 * Section 4's merge: labels are the union of target_date values, de-duplicated and sorted by day;
 * each series is summed per label (a day can hold one row per action) with zeros where it is missing.
 */
export function mergeViewSeries(series: ReadonlyArray<ReadonlyArray<Pick<ViewRow, 'target_date' | 'total'>>>): MergedViews {
  const perSeries = series.map((rows) => {
    const sums = new Map<string, number>();
    for (const row of rows) {
      const day = dayOf(row.target_date);
      if (!day) continue;
      const total = Number(row.total);
      sums.set(day, (sums.get(day) ?? 0) + (Number.isFinite(total) ? total : 0));
    }
    return sums;
  });
  const days = [...new Set(perSeries.flatMap((sums) => [...sums.keys()]))].sort();
  return {
    days,
    totals: perSeries.map((sums) => days.map((day) => sums.get(day) ?? 0)),
    hasData: series.some((rows) => rows.length > 0),
  };
}

/** The x labels of a period: DD MMM YYYY, MMM YYYY or YYYY. */
export function formatViewLabels(days: readonly string[], period: ViewPeriod): string[] {
  const format = PERIOD_LABEL_FORMAT[period];
  return days.map((day) => dayjs(day).format(format));
}
