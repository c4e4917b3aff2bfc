import { describe, expect, it } from 'vitest';
import { bucketOf, periodWindow } from '@/modules/analytics/view-period.ts';
import { aggregateByDay } from '@/modules/analytics/view-recorder.ts';
import { powerOfTwoChunks } from '@/modules/analytics/statement-chunks.ts';

describe('period windows', () => {
  it('ends every window today (UTC), whatever the hour', () => {
    const late = new Date('2026-12-31T23:59:59.999Z');
    expect(periodWindow('SEVENDAY', late)).toMatchObject({ from: '2026-12-25', to: '2026-12-31' });
    expect(periodWindow('MONTHLY', late)).toMatchObject({ from: '2026-01-01', to: '2026-12-31' });
    expect(periodWindow('YEARLY', late)).toMatchObject({ from: '2022-01-01', to: '2026-12-31' });
    // Just after midnight UTC is already the next day (07:00 in Jakarta).
    expect(periodWindow('SEVENDAY', new Date('2027-01-01T00:00:00.000Z')).buckets.at(-1)).toBe('2027-01-01');
  });

  it('steps months across a year edge and names each by its first day', () => {
    expect(periodWindow('MONTHLY', new Date('2027-01-31T10:00:00Z')).buckets).toEqual([
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
    ]);
  });

  it('puts a day in its bucket', () => {
    expect(bucketOf('2026-02-28', 10)).toBe('2026-02-28');
    expect(bucketOf('2026-02-28', 7)).toBe('2026-02-01');
    expect(bucketOf('2026-02-28', 4)).toBe('2026-01-01');
  });
});

describe('per-batch aggregation', () => {
  it('counts events per UTC day, section, audience and action, in a stable key order', () => {
    const e = (section: string, audience: string, action: string, occurred_at: string) => ({
      section,
      audience,
      action,
      occurred_at,
    });
    const totals = aggregateByDay([
      e('INSIGHT', 'USER', 'ENTER', '2026-11-21T23:59:59.000Z'),
      e('CIRCLE', 'GUEST', 'ENTER', '2026-11-22T00:00:00.000Z'),
      e('INSIGHT', 'USER', 'ENTER', '2026-11-21T00:00:00.000Z'),
      e('INSIGHT', 'USER', 'ENTER', '2026-11-22T00:00:00.000Z'),
    ]);
    expect(totals).toEqual([
      { section: 'CIRCLE', audience: 'GUEST', day: '2026-11-22', action: 'ENTER', total: 1 },
      { section: 'INSIGHT', audience: 'USER', day: '2026-11-21', action: 'ENTER', total: 2 },
      { section: 'INSIGHT', audience: 'USER', day: '2026-11-22', action: 'ENTER', total: 1 },
    ]);
  });
});

describe('statement chunks', () => {
  it('splits into power-of-two runs, in order, losing nothing', () => {
    const items = Array.from({ length: 1000 }, (_, i) => i);
    const chunks = powerOfTwoChunks(items, 512);
    expect(chunks.map((c) => c.length)).toEqual([512, 256, 128, 64, 32, 8]);
    expect(chunks.flat()).toEqual(items);
    expect(powerOfTwoChunks(items.slice(0, 700), 256).map((c) => c.length)).toEqual([256, 256, 128, 32, 16, 8, 4]);
    expect(powerOfTwoChunks([], 8)).toEqual([]);
  });
});
