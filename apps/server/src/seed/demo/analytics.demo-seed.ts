import type { AppContext } from '@/context.ts';
import { createViewRollupRepository } from '@/modules/analytics/view-rollup.repository.ts';
import { recordViews } from '@/modules/analytics/view-recorder.ts';
import { demoClients, insertInChunks } from './analytics-clients.demo-seed.ts';
import { seededRandom } from './demo-random.ts';
import { demoHistoryRollups, demoTodayEvents } from './analytics-views.demo-seed.ts';

export type AnalyticsDemoResult = { clients: number; rollupDays: number; events: number };

/**
 * Demo data for the dashboard (SEED_DEMO): clients and five years of views (the research and news
 * it counts are seeded by the algo-content module). Each table is filled only while it is empty, so restarts and later seeds add nothing twice.
 * History is written as roll-ups (raw events of past days would be millions of rows for nothing);
 * today's views are raw events recorded through the ingestion path, so today's roll-ups match them.
 */
export async function seedAnalyticsDemo(ctx: AppContext): Promise<AnalyticsDemoResult> {
  const db = ctx.db.kysely;
  const now = ctx.clock.now();
  const historyStart = new Date(Date.UTC(now.getUTCFullYear() - 4, 0, 1));
  const result: AnalyticsDemoResult = { clients: 0, rollupDays: 0, events: 0 };

  await db.transaction().execute(async (trx) => {
    // Inside the transaction: on SQLite a query on `db` here would wait for this very transaction.
    const empty = async (table: 'clients') => !(await trx.selectFrom(table).select('id').limit(1).executeTakeFirst());
    if (await empty('clients')) {
      const rows = demoClients(seededRandom(11), now, historyStart);
      await insertInChunks(trx, 'clients', rows, 200);
      result.clients = rows.length;
    }
    if (await createViewRollupRepository(trx).isEmpty()) {
      const history = demoHistoryRollups(seededRandom(53), historyStart, now);
      await createViewRollupRepository(trx).add(history);
      const today = demoTodayEvents(seededRandom(71), now);
      await recordViews(trx, today);
      result.rollupDays = new Set(history.map((r) => r.day)).size;
      result.events = today.length;
    }
  });
  return result;
}
