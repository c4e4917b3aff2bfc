import { describe, expect, it } from 'vitest';
import { formatViewLabels, mergeViewSeries } from './view-series-merge.ts';

const row = (target_date: string, total: number, action = 'ENTER') => ({ target_date, total, action });

describe('merging the two series of a chart', () => {
  it('takes the union of days, de-duplicated and sorted ascending', () => {
    const merged = mergeViewSeries([
      [row('2026-11-20', 5), row('2026-11-18', 2)],
      [row('2026-11-19', 7), row('2026-11-20', 1), row('2026-11-17', 4)],
    ]);
    expect(merged.days).toEqual(['2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20']);
  });

  it('fills a missing day with 0 and sums rows of the same day (one per action)', () => {
    const merged = mergeViewSeries([
      [row('2026-11-18', 2), row('2026-11-20', 5), row('2026-11-20', 3, 'SHARE')],
      [row('2026-11-19', 7)],
    ]);
    expect(merged.totals).toEqual([
      [2, 0, 8],
      [0, 7, 0],
    ]);
  });

  it('sorts by day, not by text, when dates come with a time', () => {
    const merged = mergeViewSeries([[row('2026-12-01T00:00:00.000Z', 1), row('2026-02-01', 2)], []]);
    expect(merged.days).toEqual(['2026-02-01', '2026-12-01']);
    expect(merged.totals).toEqual([
      [2, 1],
      [0, 0],
    ]);
  });

  it('has data when at least one series has rows', () => {
    expect(mergeViewSeries([[], []]).hasData).toBe(false);
    expect(mergeViewSeries([[row('2026-11-18', 0)], []]).hasData).toBe(true);
  });

  it('skips a row whose date names no day instead of breaking the chart', () => {
    const merged = mergeViewSeries([[row('not a date', 9), row('2026-11-18', 1)], []]);
    expect(merged.days).toEqual(['2026-11-18']);
  });
});

describe('x labels', () => {
  it('reads DD MMM YYYY, MMM YYYY and YYYY', () => {
    expect(formatViewLabels(['2026-11-02', '2026-11-22'], 'SEVENDAY')).toEqual(['02 Nov 2026', '22 Nov 2026']);
    expect(formatViewLabels(['2025-12-01', '2026-01-01'], 'MONTHLY')).toEqual(['Dec 2025', 'Jan 2026']);
    expect(formatViewLabels(['2022-01-01', '2026-01-01'], 'YEARLY')).toEqual(['2022', '2026']);
  });
});
