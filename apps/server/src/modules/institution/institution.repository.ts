import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import type { LatestClose } from './pick-returns.ts';

/** Reads of the institution area beside the engine's: an institution's state, its content and selections. */
export function createInstitutionRepository(db: Kysely<Database>) {
  return {
    institutionState(id: number) {
      return db
        .selectFrom('institutions')
        .select(['id', 'name', 'broker_code', 'status', 'deleted_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The latest daily close of each ticker that has daily data (one index read per ticker). */
    async latestCloses(tickers: readonly string[]): Promise<Map<string, LatestClose>> {
      const out = new Map<string, LatestClose>();
      for (const ticker of new Set(tickers)) {
        const row = await db
          .selectFrom('stock_data')
          .select(['close', 'date'])
          .where('ticker', '=', ticker)
          .where('deleted_at', 'is', null)
          .orderBy('date', 'desc')
          .limit(1)
          .executeTakeFirst();
        if (row) out.set(ticker, { close: Number(row.close), date: row.date });
      }
      return out;
    },
  };
}

export type InstitutionRepository = ReturnType<typeof createInstitutionRepository>;
