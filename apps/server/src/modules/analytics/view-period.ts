import type { ViewPeriod } from '@rc/contract/analytics';

/**
 * The window of a dashboard period, in UTC days (`YYYY-MM-DD`), and the buckets it shows:
 *  - SEVENDAY: the last 7 days ending today, one bucket a day
 *  - MONTHLY: the last 12 months ending this month, bucket = the first day of the month
 *  - YEARLY: the last 5 years ending this year, bucket = 1 January
 * Days sort as text, so the window is a plain range on `view_rollups.day`.
 */
export type PeriodWindow = {
  from: string;
  to: string;
  /** Every bucket of the window, oldest first. */
  buckets: string[];
  /** How many leading characters of a day name its bucket (10 = the day, 7 = the month, 4 = the year). */
  bucketPrefix: 10 | 7 | 4;
};

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const monthStart = (year: number, monthIndex: number) => {
  const d = new Date(Date.UTC(year, monthIndex, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-01`;
};

export function periodWindow(period: ViewPeriod, now: Date): PeriodWindow {
  const to = utcDay(now);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  switch (period) {
    case 'SEVENDAY': {
      const buckets = Array.from({ length: 7 }, (_, i) => utcDay(new Date(now.getTime() - (6 - i) * DAY_MS)));
      return { from: buckets[0]!, to, buckets, bucketPrefix: 10 };
    }
    case 'MONTHLY': {
      const buckets = Array.from({ length: 12 }, (_, i) => monthStart(year, month - 11 + i));
      return { from: buckets[0]!, to, buckets, bucketPrefix: 7 };
    }
    case 'YEARLY': {
      const buckets = Array.from({ length: 5 }, (_, i) => `${year - 4 + i}-01-01`);
      return { from: buckets[0]!, to, buckets, bucketPrefix: 4 };
    }
  }
}

/** The bucket a day falls in. */
export function bucketOf(day: string, prefix: PeriodWindow['bucketPrefix']): string {
  if (prefix === 10) return day;
  if (prefix === 7) return `${day.slice(0, 7)}-01`;
  return `${day.slice(0, 4)}-01-01`;
}
