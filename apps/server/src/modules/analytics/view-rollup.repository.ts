import { sql, type Kysely } from 'kysely';
import type { ViewAudience, ViewSection } from '@rc/contract/analytics';
import type { Database } from '@/db/schema.ts';
import { powerOfTwoChunks } from './statement-chunks.ts';
import type { PeriodWindow } from './view-period.ts';

export type RollupDelta = { section: string; audience: string; day: string; action: string; total: number };
export type BucketTotal = { target_date: string; action: string; total: number };

/** Five bound values a row: 256 rows stay far below every driver's parameter limit. */
const MAX_ROWS = 256;

/** Daily deltas summed per month (`YYYY-MM-01`), keeping the sorted key order. */
export function monthlyDeltas(deltas: readonly RollupDelta[]) {
  const months = new Map<string, { section: string; audience: string; month: string; action: string; total: number }>();
  for (const d of deltas) {
    const month = `${d.day.slice(0, 7)}-01`;
    const key = `${d.section}|${d.audience}|${month}|${d.action}`;
    const hit = months.get(key);
    if (hit) hit.total += d.total;
    else months.set(key, { section: d.section, audience: d.audience, month, action: d.action, total: d.total });
  }
  return [...months.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
}

export function createViewRollupRepository(db: Kysely<Database>) {
  return {
    /**
     * Add counts to their day's and their month's roll-up. Each key must appear once (aggregate
     * first): PostgreSQL refuses to update one row twice in a statement. Keys arrive sorted so that
     * concurrent batches lock rows in the same order and never deadlock.
     */
    async add(deltas: readonly RollupDelta[]): Promise<void> {
      for (const chunk of powerOfTwoChunks(deltas, MAX_ROWS)) {
        await db
          .insertInto('view_rollups')
          .values(chunk)
          .onConflict((oc) =>
            oc
              .columns(['section', 'audience', 'day', 'action'])
              .doUpdateSet((eb) => ({ total: eb('view_rollups.total', '+', eb.ref('excluded.total')) })),
          )
          .execute();
      }
      for (const chunk of powerOfTwoChunks(monthlyDeltas(deltas), MAX_ROWS)) {
        await db
          .insertInto('view_rollups_monthly')
          .values(chunk)
          .onConflict((oc) =>
            oc
              .columns(['section', 'audience', 'month', 'action'])
              .doUpdateSet((eb) => ({ total: eb('view_rollups_monthly.total', '+', eb.ref('excluded.total')) })),
          )
          .execute();
      }
    },

    /**
     * Totals per bucket and action over the window, each one range scan of a primary key: days
     * for SEVENDAY (7 rows an action), months for MONTHLY (12) and YEARLY (60, summed per year).
     */
    async bucketTotals(section: ViewSection, audience: ViewAudience, window: PeriodWindow): Promise<BucketTotal[]> {
      if (window.bucketPrefix === 10) {
        return db
          .selectFrom('view_rollups')
          .select(['day as target_date', 'action', 'total'])
          .where('section', '=', section)
          .where('audience', '=', audience)
          .where('day', '>=', window.from)
          .where('day', '<=', window.to)
          .execute();
      }
      const months = db
        .selectFrom('view_rollups_monthly')
        .where('section', '=', section)
        .where('audience', '=', audience)
        .where('month', '>=', window.from)
        .where('month', '<=', window.to);
      if (window.bucketPrefix === 7) return months.select(['month as target_date', 'action', 'total']).execute();
      const year = sql<string>`substr(month, 1, 4) || '-01-01'`;
      const rows = await months
        .select([year.as('target_date'), 'action', sql<number>`cast(sum(total) as bigint)`.as('total')])
        .groupBy([year, 'action'])
        .execute();
      return rows.map((r) => ({ ...r, total: Number(r.total) }));
    },

    async isEmpty(): Promise<boolean> {
      return !(await db.selectFrom('view_rollups').select('day').limit(1).executeTakeFirst());
    },
  };
}
