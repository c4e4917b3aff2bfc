import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';

/** At most this many tickers are looked up in one query (an index holds a few hundred). */
const CHUNK = 500;

/** Queries of the stock tables beyond the engine's (ticker checks, the one-row-per-day rule). */
export function createStockRepository(db: Kysely<Database>) {
  return {
    /** Which of `tickers` are live master stocks (a stock in the trash names nothing). */
    async knownTickers(tickers: readonly string[]): Promise<Set<string>> {
      const known = new Set<string>();
      const unique = [...new Set(tickers)];
      for (let i = 0; i < unique.length; i += CHUNK) {
        const rows = await db
          .selectFrom('master_stocks')
          .select('ticker')
          .where('ticker', 'in', unique.slice(i, i + CHUNK))
          .where('deleted_at', 'is', null)
          .execute();
        for (const r of rows) known.add(r.ticker);
      }
      return known;
    },

    /** Every live master stock's ticker, for checks of many rows at once (an import). */
    async allTickers(): Promise<Set<string>> {
      const rows = await db.selectFrom('master_stocks').select('ticker').where('deleted_at', 'is', null).execute();
      return new Set(rows.map((r) => r.ticker));
    },

    /** Another row (live or trashed) holding the day of `ticker`. */
    otherDay(ticker: string, date: string, exceptId: number) {
      return db
        .selectFrom('stock_data')
        .select(['id', 'deleted_at'])
        .where('ticker', '=', ticker)
        .where('date', '=', date)
        .where('id', '!=', exceptId)
        .executeTakeFirst();
    },
  };
}
