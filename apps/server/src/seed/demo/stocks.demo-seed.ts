import type { Insertable } from 'kysely';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import type { StockDataTable } from '@/db/tables/stocks.table.ts';
import { insertInChunks } from './analytics-clients.demo-seed.ts';
import { seededRandom } from './demo-random.ts';
import { createPermissionRepository } from '@/auth/permission.repository.ts';
import type { RecordData } from '@/resources/resource-hooks.ts';
import { firstAssignedId } from '@/resources/assigned-ids.repository.ts';
import { modelNamed } from '@/resources/resource-catalog.ts';
import { createResourceWriter, type WriteMeta } from '@/resources/resource-write.service.ts';
import { DEMO_STOCKS } from './stocks.demo-data.ts';

const DAY_MS = 86_400_000;

/**
 * Demo stocks (SEED_DEMO): the LQ45 constituents as master stocks, the LQ45 and IDX30 indices
 * (through the engine, so they carry history), and a year of generated daily data for each stock
 * up to yesterday: a seeded random walk, the same on every machine. Runs before the demo research
 * and news, whose tickers are among these. Idempotent: only while there are no master stocks.
 */
export async function seedStocksDemo(ctx: AppContext): Promise<void> {
  const db = ctx.db.kysely;
  if (await db.selectFrom('master_stocks').select('id').limit(1).executeTakeFirst()) return;
  const owner = await db.selectFrom('staff_users').select('id').where('role', '=', 'owner').orderBy('id').executeTakeFirst();
  if (!owner) return;
  const meta: WriteMeta = {
    actor: { id: owner.id, permissions: await createPermissionRepository(db).load(owner.id) },
    requestId: 'demo-seed',
  };
  const create = (name: string, data: Record<string, unknown>) => {
    const model = modelNamed(ctx, name)!;
    return createResourceWriter(ctx, model).create(model.def.schema.parse(data) as RecordData, meta);
  };
  const rand = seededRandom(45);
  for (const stock of DEMO_STOCKS) {
    await create('master-stock', {
      ticker: stock.ticker,
      company_name: stock.company_name,
      sector: stock.sector,
      sub_sector: stock.sub_sector,
      listing_date: stock.listing_date,
      shares_outstanding: rand.int(5, 150) * 1_000_000_000,
    });
  }
  await create('stock-index', { code: 'LQ45', name: 'Indeks LQ45', tickers: DEMO_STOCKS.map((s) => s.ticker) });
  await create('stock-index', {
    code: 'IDX30',
    name: 'Indeks IDX30',
    tickers: DEMO_STOCKS.filter((s) => s.idx30).map((s) => s.ticker),
  });
  // Written in bulk, past the engine: on SQLite the table is kept in ticker order and its ids come from here.
  const first = await firstAssignedId(db, modelNamed(ctx, 'stock-data')!, ctx.db.dialect);
  const daily = demoDailyData(ctx.clock.now());
  await insertInChunks(db, 'stock_data', first === null ? daily : daily.map((row, i) => ({ ...row, id: first + i })), 500);
}

/** IDX prices move in ticks that grow with the price. */
function tick(price: number): number {
  return price < 200 ? 1 : price < 500 ? 2 : price < 2000 ? 5 : price < 5000 ? 10 : 25;
}

/** A year of trading days (Monday to Friday) up to yesterday, for every demo stock. */
export function demoDailyData(now: Date): Insertable<StockDataTable>[] {
  const rand = seededRandom(2025);
  const stamp = iso(now);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const days: string[] = [];
  for (let at = today - 365 * DAY_MS; at < today; at += DAY_MS) {
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.push(new Date(at).toISOString().slice(0, 10));
  }
  const rows: Insertable<StockDataTable>[] = [];
  for (const stock of DEMO_STOCKS) {
    let close = stock.price;
    for (const date of days) {
      const step = tick(close);
      const open = Math.max(step, close + rand.int(-2, 2) * step);
      close = Math.max(step, Math.round((open * (1 + (rand.next() - 0.5) * 0.05)) / step) * step);
      const high = Math.max(open, close) + rand.int(0, 3) * step;
      const low = Math.max(step, Math.min(open, close) - rand.int(0, 3) * step);
      const volume = rand.int(5, 300) * 100_000;
      const frequency = rand.int(500, 30_000);
      rows.push({
        ticker: stock.ticker,
        date,
        open,
        high,
        low,
        close,
        volume,
        value: volume * Math.round((open + close) / 2),
        frequency,
        created_at: stamp,
        updated_at: stamp,
        created_by: null,
        updated_by: null,
        deleted_at: null,
      });
    }
  }
  return rows;
}
