import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { openDatabase } from '@/db/database.ts';
import { BENCH_START, migrateWithStaff, migratedWithStaff } from './bench-staff.ts';

/** Tickers of the bench: AAAA, AAAB, … (as many as a listed market has). */
export const BENCH_TICKERS = Array.from({ length: 1000 }, (_, n) => {
  let out = '';
  for (let i = 0, v = n; i < 4; i++, v = Math.floor(v / 26)) out = String.fromCharCode(65 + (v % 26)) + out;
  return out;
});

const DAY_MS = 86_400_000;
/** Trading day `i` from 1980 on (every day: the bench needs many distinct dates, not a calendar). */
export const benchDate = (i: number) => new Date(Date.parse('1980-01-01T00:00:00Z') + i * DAY_MS).toISOString().slice(0, 10);

/** One daily row as CSV (or as values): a price that moves with the day, so rows differ. */
export function benchDay(ticker: number, day: number): [string, string, number, number, number, number, number, number, number] {
  const close = 1000 + ((ticker * 31 + day * 7) % 4000);
  return [
    BENCH_TICKERS[ticker]!,
    benchDate(day),
    close - 5,
    close + 10,
    close - 10,
    close,
    100_000 + day,
    close * 100_000,
    50 + (day % 40),
  ];
}

/**
 * A fresh SQLite database in `dir`: an owner (owner@demo.test, BENCH_PASSWORD), the bench's master
 * stocks and `count` daily rows spread over them, written through the real migrations' triggers.
 */
export async function loadStocks(dir: string, count: number): Promise<void> {
  const file = await migratedWithStaff(dir, [{ fullname: 'Pemilik Bench', email: 'owner@demo.test', role: 'owner' }]);
  const start = BENCH_START;
  const native = new Database(file);
  native.pragma('journal_mode = WAL');
  native.pragma('synchronous = OFF');
  const stock = native.prepare(
    "insert into master_stocks (ticker, company_name, sector, created_at, updated_at) values (?, ?, 'Financials', ?, ?)",
  );
  native.transaction(() => BENCH_TICKERS.forEach((t, i) => stock.run(t, `PT Bench ${i} Tbk`, start, start)))();
  const insert = native.prepare(
    'insert into stock_data (id, ticker, date, open, high, low, close, volume, value, frequency, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  // A day at a time for every ticker, as daily imports arrive; the table keeps them in ticker order
  // and takes its ids from its writer (decision 027).
  const batch = native.transaction((from: number, to: number) => {
    for (let n = from; n < to; n++)
      insert.run(n + 1, ...benchDay(n % BENCH_TICKERS.length, Math.floor(n / BENCH_TICKERS.length)), start, start);
  });
  for (let n = 0; n < count; n += 100_000) batch(n, Math.min(count, n + 100_000));
  native.pragma('optimize');
  native.close();
}

/**
 * loadStocks on PostgreSQL (`url`): the same tickers and rows, made by the database itself in one
 * statement (each column the expression benchDay computes), then vacuumed and analyzed as
 * autovacuum would.
 */
export async function loadStocksPostgres(url: string, count: number): Promise<void> {
  await migrateWithStaff(url, [{ fullname: 'Pemilik Bench', email: 'owner@demo.test', role: 'owner' }]);
  const db = openDatabase(url);
  try {
    const start = BENCH_START;
    await db.kysely
      .insertInto('master_stocks')
      .values(
        BENCH_TICKERS.map((ticker, i) => ({
          ticker,
          company_name: `PT Bench ${i} Tbk`,
          sector: 'Financials',
          created_at: start,
          updated_at: start,
        })),
      )
      .execute();
    const tickers = BENCH_TICKERS.length;
    await sql`
      insert into stock_data (id, ticker, date, open, high, low, close, volume, value, frequency, created_at, updated_at)
      select n + 1, (${BENCH_TICKERS}::text[])[t + 1], to_char(date '1980-01-01' + day::int, 'YYYY-MM-DD'),
             close - 5, close + 10, close - 10, close, 100000 + day, close::bigint * 100000, 50 + day % 40, ${start}, ${start}
      from (
        select n, n % ${tickers}::int as t, n / ${tickers}::int as day, 1000 + ((n % ${tickers}::int) * 31 + (n / ${tickers}::int) * 7) % 4000 as close
        from generate_series(0, ${count - 1}::int) as n
      ) as days`.execute(db.kysely);
    await sql`select setval(pg_get_serial_sequence('stock_data', 'id'), ${count})`.execute(db.kysely);
    await sql`vacuum analyze`.execute(db.kysely);
  } finally {
    await db.close();
  }
}
